import type { OrderDetails, OrderHistoryItem } from '@/lib/contract/commerce';
import { PLACEHOLDER_IMAGE, toImagePath } from '@/lib/marketplace/mappers';
import { lineTotal, type CartTotals } from '@/lib/cart/totals';
import { orderStatusLabel } from './order-status';

/** An order line as the review page, the confirmation page and My Orders' details show it. */
export interface OrderLine {
  productId: string;
  title: string;
  image: string;
  storeName: string;
  qty: number;
  /** Unit price, naira. */
  price: number;
  lineTotal: number;
}

export const UNTITLED_PRODUCT = 'Untitled Product';
export const UNKNOWN_ITEM = 'Unknown Item';

const imageOrPlaceholder = (source: string | null | undefined) =>
  (source ? toImagePath(source) : null) ?? PLACEHOLDER_IMAGE;

/** A stored order's amounts as the Order Summary shows them. */
export function orderAmounts(
  order: Pick<OrderDetails, 'subTotal' | 'shipping' | 'tax' | 'total'>,
): CartTotals {
  return { subtotal: order.subTotal, shipping: order.shipping, tax: order.tax, total: order.total };
}

export function toOrderLines(order: Pick<OrderDetails, 'orderItems'>): OrderLine[] {
  return order.orderItems.map((item) => ({
    productId: item.productId,
    title: item.productTitle.trim() || UNTITLED_PRODUCT,
    image: imageOrPlaceholder(item.productImage),
    storeName: item.storeName,
    qty: item.qty,
    price: item.price,
    lineTotal: lineTotal(item.price, item.qty),
  }));
}

/** One row of My Orders: one line of one order. */
export interface OrderRow {
  id: string;
  orderId: string;
  productId: string;
  title: string;
  image: string;
  storeName: string | null;
  qty: number;
  /** Unit price when ordered, naira. */
  price: number;
  /** Unit price × quantity (issue 30: a unit price beside "Quantity: 2" read as a total). */
  lineTotal: number;
  /** The order's status in words (orderStatusLabel). */
  status: string;
  createdAt: string;
  paymentStatus: OrderHistoryItem['paymentStatus'];
}

export function toOrderRow(item: OrderHistoryItem): OrderRow {
  return {
    id: item._id,
    orderId: item.orderId,
    productId: item.productId,
    title: item.item?.title.trim() || UNKNOWN_ITEM,
    image: imageOrPlaceholder(item.item?.images[0]),
    storeName: item.vendor?.storeName ?? null,
    qty: item.qty,
    price: item.price,
    lineTotal: lineTotal(item.price, item.qty),
    status: orderStatusLabel(item.status, item.paymentStatus),
    createdAt: item.createdAt,
    paymentStatus: item.paymentStatus,
  };
}

/** The shipping name of an order: first and last name, either may be missing. */
export function shippingName(info: Pick<OrderDetails['shippingInfo'], 'firstName' | 'lastName'>) {
  return [info.firstName, info.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
