import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  OrderDetails,
  OrderHistoryItem,
  OrderSummary,
  OrdersResponse,
} from '../../lib/contract/commerce';
import { COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import type { Database } from '../db/client';
import { orderItems, orders, orderVendorPayouts, payments, type OrderRow } from '../db/schema';
import { notFound } from '../errors';
import { koboToNaira } from '../money';
import { CANCELLABLE } from './life';
import { refundView } from './refunds';
import { orderShipmentFields } from './shipments';
import { orderTimeline } from './steps';
import { orderPayLinkFields } from '../pay-links/shopper';

/** The customer's own order by its public id; anyone else's is "not found", never "forbidden". */
export async function findOwnOrder(
  db: Database,
  customerId: number,
  orderId: string,
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound(COMMERCE_MESSAGES.orderDetailsNotFound);
  return order;
}

/** The provider's verify answer as payments.raw keeps it: only the reason is read here. */
const providerAnswer = z.object({
  data: z.object({ processor_response: z.string().optional() }),
});

/**
 * The reason the provider gave for the latest failed attempt: its processor_response, one line
 * of at most 200 characters, or null when it gave none.
 */
export function failureReason(
  rows: readonly Pick<typeof payments.$inferSelect, 'status' | 'raw'>[],
): string | null {
  const failed = rows.findLast((row) => row.status === 'failed');
  const parsed = providerAnswer.safeParse(failed?.raw);
  const reason = parsed.success
    ? (parsed.data.data.processor_response ?? '').replace(/\s+/g, ' ').trim()
    : '';
  return reason ? reason.slice(0, 200) : null;
}

export async function orderDetails(db: Database, order: OrderRow): Promise<OrderDetails> {
  const [items, payouts, paymentRows, [newer], timeline] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderVendorPayouts)
      .where(eq(orderVendorPayouts.orderId, order.id))
      .orderBy(asc(orderVendorPayouts.vendorId)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    order.replacedBy === null
      ? []
      : db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.id, order.replacedBy)),
    orderTimeline(db, order),
  ]);
  return {
    orderId: order.orderId,
    createdAt: order.createdAt.toISOString(),
    total: koboToNaira(order.totalKobo),
    status: order.status as OrderDetails['status'],
    paymentStatus: order.paymentStatus as OrderDetails['paymentStatus'],
    paymentType: order.paymentType as OrderDetails['paymentType'],
    subTotal: koboToNaira(order.subtotalKobo),
    shipping: koboToNaira(order.shippingKobo),
    taxRate: Number(order.taxRate),
    tax: koboToNaira(order.taxKobo),
    orderItems: items.map((item) => ({
      id: item.id,
      productId: String(item.productId),
      productTitle: item.productTitle,
      productImage: item.productImage,
      qty: item.qty,
      price: koboToNaira(item.priceKobo),
      vendorId: String(item.vendorId),
      storeName: item.storeName,
    })),
    shippingInfo: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phoneNumber: order.phoneNumber,
      address: order.address,
      area: order.area,
      state: order.state,
      postcode: order.postcode,
    },
    ...(await orderShipmentFields(db, order, items)),
    vendorSubaccounts: payouts.map((payout) => ({
      subaccountId: payout.subaccountId,
      payoutAmount: koboToNaira(payout.payoutKobo),
    })),
    replacedBy: newer?.orderId ?? null,
    payments: paymentRows.map((payment) => ({
      transactionId: payment.transactionId,
      status: payment.status,
      amount: koboToNaira(payment.amountKobo),
      currency: payment.currency,
      createdAt: payment.createdAt.toISOString(),
      refundDue: payment.refundReason !== null,
      refundReason: payment.refundReason as OrderDetails['payments'][number]['refundReason'],
    })),
    paymentMethod: order.paymentMethod as OrderDetails['paymentMethod'],
    failureReason: order.paymentStatus === 'failed' ? failureReason(paymentRows) : null,
    timeline,
    refund: refundView(order),
    amountCollected:
      order.amountCollectedKobo === null ? null : koboToNaira(order.amountCollectedKobo),
    trackingNote: order.trackingNote,
    cancellable: CANCELLABLE.includes(order.status as OrderDetails['status']),
    ...(await orderPayLinkFields(db, order)),
  };
}

/**
 * My Orders: the customer's orders, newest first, paged by order (issue 38: paging by line split
 * an order across pages). `orders` sums each order up; `items` are the lines of those orders, in
 * order then line order, in the spec's shape.
 */
export async function listOrders(
  db: Database,
  customerId: number,
  page: number,
  limit: number,
): Promise<OrdersResponse> {
  const mine = eq(orders.customerId, customerId);
  const [[{ total }], pageOrders] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const lines =
    pageOrders.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              pageOrders.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  const linesOf = (order: OrderRow) => lines.filter((line) => line.orderId === order.id);
  return {
    orders: pageOrders.map((order) => ({
      orderId: order.orderId,
      createdAt: order.createdAt.toISOString(),
      status: order.status as OrderSummary['status'],
      paymentStatus: order.paymentStatus as OrderSummary['paymentStatus'],
      total: koboToNaira(order.totalKobo),
      itemCount: linesOf(order).reduce((sum, line) => sum + line.qty, 0),
    })),
    items: pageOrders.flatMap((order) =>
      linesOf(order).map((line) => ({
        _id: String(line.id),
        orderId: order.orderId,
        productId: String(line.productId),
        status: order.status as OrderHistoryItem['status'],
        qty: line.qty,
        price: koboToNaira(line.priceKobo),
        item: { title: line.productTitle, images: line.productImage ? [line.productImage] : [] },
        vendor: { storeName: line.storeName },
        createdAt: order.createdAt.toISOString(),
        paymentStatus: order.paymentStatus as OrderHistoryItem['paymentStatus'],
      })),
    ),
    currentPage: page,
    totalPages: Math.ceil(total / limit),
  };
}
