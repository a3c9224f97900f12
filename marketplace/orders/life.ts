import { and, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/contract/commerce';
import { ORDER_STATUS_TEXT } from '../../lib/contract/constants';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import {
  cartItems,
  deliveryAreas,
  orderItems,
  orders,
  orderVendorPayouts,
  type OrderRow,
} from '../db/schema';
import { HttpError, notFound } from '../errors';
import { formatNaira } from '../mail/order-mails';
import { lockOpenOnDeliveryCap, openOnDeliveryProblem } from './on-delivery-holds';
import { takeStock } from './reservations';
import { queueOrderMail, recordStep } from './steps';

type Db = Database | Transaction;

/**
 * The order's life after it is placed (decision 040). Every step is a conditional UPDATE of the
 * order's status (or a row lock and a check), then one order_events row, unique per order and
 * status, and one outbox row, unique per order and step: a second request, replica or retry that
 * makes the same move changes nothing and mails nothing (./steps.ts). The operations team's moves
 * are in ./moves.ts, the shopper's cancellation and its refund in ./refunds.ts.
 */

const STATUS_TEXT = ORDER_STATUS_TEXT;

export const LIFE_MESSAGES = {
  orderNotFound: 'No order with this id.',
  illegalMove: (from: OrderStatus, to: OrderStatus) =>
    from === to
      ? `The order is already ${STATUS_TEXT[to].toLowerCase()}.`
      : `An order that is "${STATUS_TEXT[from]}" cannot be marked "${STATUS_TEXT[to]}".`,
  refusedOnlyOnDelivery: 'Only a pay-on-delivery order can be refused at the door.',
  trackingNoteRequired: 'Add a tracking note (carrier and tracking number) to mark it shipped.',
  amountCollectedRequired: 'Give the amount collected to mark a pay-on-delivery order delivered.',
  amountCollectedWrong: (total: number) =>
    `The amount collected must be the order total, ${formatNaira(total)}. If the shopper did not pay it, mark the order refused at the door.`,
  amountCollectedOnline: 'This order was paid online: there is no amount to collect.',
  notCancellable: (status: OrderStatus) =>
    status === 'cancelled'
      ? 'This order is already cancelled.'
      : `This order is "${STATUS_TEXT[status]}" and can no longer be cancelled.`,
  cancelled: 'Your order was cancelled.',
  cancelledRefund: (kobo: number) =>
    `Your order was cancelled. ${formatNaira(kobo)} is being refunded to the way you paid.`,
  payOnDeliveryArea: (area: string) =>
    `Pay on delivery is not offered in ${area}. Please pay online.`,
  payOnDeliveryCap: (maxKobo: number) =>
    `Pay on delivery is for orders up to ${formatNaira(maxKobo)}. Please pay online.`,
  payOnDeliveryRefused:
    'An earlier pay-on-delivery order of yours was refused at the door, so pay on delivery is no longer offered to your account. Please pay online.',
  payOnDeliveryNotPending: 'Only an order waiting for payment can change to pay on delivery.',
  payOnDeliveryChosen: 'Order placed. Pay the rider on delivery.',
  refundNotDue: 'This order has no refund to retry.',
} as const;

/** Statuses the shopper may still cancel from: nothing has left the warehouse. */
export const CANCELLABLE: readonly OrderStatus[] = [
  'pending',
  'paid',
  'awaiting_payment',
  'processing',
];

export async function findOrderByPublicId(db: Db, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound(LIFE_MESSAGES.orderNotFound);
  return order;
}

/**
 * Called where an online order becomes paid (payments/verify.ts), inside that transaction, with
 * the order as it is now: the timeline's "Payment received" and its e-mail, once.
 */
export async function onOrderPaid(
  tx: Db,
  config: MarketplaceConfig,
  order: OrderRow,
): Promise<void> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  await recordStep(tx, config, current, 'paid', null, 'paid');
}

/** Called when the shopper places an online order (starts paying): the receipt, once. */
export async function onOrderPlaced(
  db: Db,
  config: MarketplaceConfig,
  order: OrderRow,
): Promise<void> {
  await queueOrderMail(db, config, order, 'placed');
}

// ------------------------------------------------------------------ pay on delivery

/** Why pay on delivery is not offered for this order, or null when it is. */
export async function payOnDeliveryProblem(
  db: Db,
  config: MarketplaceConfig,
  order: OrderRow,
): Promise<string | null> {
  const [[area], [refused]] = await Promise.all([
    db
      .select({ payOnDelivery: deliveryAreas.payOnDelivery })
      .from(deliveryAreas)
      .where(and(eq(deliveryAreas.state, order.state), eq(deliveryAreas.area, order.area))),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, order.customerId), eq(orders.status, 'refused')))
      .limit(1),
  ]);
  // The rule of decision 040: one refusal at the door ends pay on delivery for the account.
  if (refused) return LIFE_MESSAGES.payOnDeliveryRefused;
  if (!area?.payOnDelivery) return LIFE_MESSAGES.payOnDeliveryArea(order.area);
  if (order.totalKobo > config.payOnDeliveryMaxKobo)
    return LIFE_MESSAGES.payOnDeliveryCap(config.payOnDeliveryMaxKobo);
  return openOnDeliveryProblem(db, config, order.customerId);
}

/**
 * The review step's "Pay on delivery": the unpaid online order becomes an order awaiting payment
 * at the door. Its stock is held until it is delivered or cancelled, or until POD_CONFIRM_HOURS
 * pass unconfirmed (./on-delivery-holds.ts); a customer has a few open at most. Its checkout is
 * closed, its vendor payouts wait for the delivery, and the bought products leave the cart.
 */
export async function chooseOnDelivery(
  db: Database,
  config: MarketplaceConfig,
  order: OrderRow,
): Promise<void> {
  const problem = await payOnDeliveryProblem(db, config, order);
  if (problem) throw new HttpError(409, problem);
  await db.transaction(async (tx) => {
    const tooMany = await lockOpenOnDeliveryCap(tx, config, order.customerId);
    if (tooMany) throw new HttpError(409, tooMany);
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current.status !== 'pending' || current.paymentStatus === 'paid')
      throw new HttpError(409, LIFE_MESSAGES.payOnDeliveryNotPending);
    // A hold that ran out gave the stock back: take it again, or refuse as creation would.
    if (current.reservedUntil === null) await takeStock(tx, current.id);
    const [moved] = await tx
      .update(orders)
      .set({
        status: 'awaiting_payment',
        paymentMethod: 'on_delivery',
        paymentStatus: 'unpaid',
        reservedUntil: null,
        checkoutLink: null,
        checkoutExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'pending')))
      .returning();
    await tx.delete(orderVendorPayouts).where(eq(orderVendorPayouts.orderId, current.id));
    const bought = tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, current.id));
    await tx
      .delete(cartItems)
      .where(
        and(eq(cartItems.customerId, current.customerId), inArray(cartItems.productId, bought)),
      );
    await recordStep(tx, config, moved, 'awaiting_payment', null, 'placed');
  });
}
