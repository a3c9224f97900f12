import type { OrderDetails, OrderHistoryItem, OrdersResponse } from '@/lib/contract/commerce';
import { PLACEHOLDER_IMAGE, toImagePath } from '@/lib/shared/catalog/mappers';
import { lineTotal, type CartTotals } from '@/lib/shared/cart/totals';
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

/** One line inside a My Orders row. */
export interface OrderRowLine {
  id: string;
  productId: string;
  title: string;
  image: string;
  storeName: string | null;
  qty: number;
  /** Unit price when ordered, naira. */
  price: number;
  /** Unit price × quantity (issue 30: a unit price beside "Quantity: 2" read as a total). */
  lineTotal: number;
}

/** One row of My Orders: one order, summed up, with its lines (issue 38). */
export interface OrderRow {
  orderId: string;
  createdAt: string;
  /** The order's status in words (orderStatusLabel). */
  status: string;
  paymentStatus: OrderHistoryItem['paymentStatus'];
  /** Units ordered. */
  itemCount: number;
  /** The order's total, naira. */
  total: number;
  lines: OrderRowLine[];
}

function toOrderRowLine(item: OrderHistoryItem): OrderRowLine {
  return {
    id: item._id,
    productId: item.productId,
    title: item.item?.title.trim() || UNKNOWN_ITEM,
    image: imageOrPlaceholder(item.item?.images[0]),
    storeName: item.vendor?.storeName ?? null,
    qty: item.qty,
    price: item.price,
    lineTotal: lineTotal(item.price, item.qty),
  };
}

/**
 * My Orders' rows from the orders list: one per order, in the API's order, each with its lines.
 * An API that answers only the spec's lines gets its orders summed up here (units, and the lines'
 * total, as shipping and tax are not known).
 */
export function toOrderRows(answer: Pick<OrdersResponse, 'orders' | 'items'>): OrderRow[] {
  const summaries =
    answer.orders.length > 0
      ? answer.orders
      : [...new Map(answer.items.map((item) => [item.orderId, item])).values()].map((item) => {
          const lines = answer.items.filter((line) => line.orderId === item.orderId);
          return {
            orderId: item.orderId,
            createdAt: item.createdAt,
            status: item.status,
            paymentStatus: item.paymentStatus,
            itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
            total: lines.reduce((sum, line) => sum + lineTotal(line.price, line.qty), 0),
          };
        });
  return summaries.map((order) => ({
    orderId: order.orderId,
    createdAt: order.createdAt,
    status: orderStatusLabel(order.status, order.paymentStatus),
    paymentStatus: order.paymentStatus,
    itemCount: order.itemCount,
    total: order.total,
    lines: answer.items.filter((item) => item.orderId === order.orderId).map(toOrderRowLine),
  }));
}

/** "1 item", "3 items": units ordered. */
export const itemCountText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The shipping name of an order: first and last name, either may be missing. */
export function shippingName(info: Pick<OrderDetails['shippingInfo'], 'firstName' | 'lastName'>) {
  return [info.firstName, info.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
