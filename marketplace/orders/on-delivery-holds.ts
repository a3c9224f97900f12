import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { customers, orderEvents, orders } from '../db/schema';
import { giveBackStock } from './reservations';
import { recordStep } from './steps';

type Db = Database | Transaction;

/**
 * The holds of pay-on-delivery orders (decision 049). Such an order holds its stock with no payment
 * behind it until operations confirm it (processing), so a customer may have only a few open at
 * once, and one that nobody confirms is cancelled after POD_CONFIRM_HOURS.
 */

export const ON_DELIVERY_MESSAGES = {
  tooManyOpen: (open: number) =>
    `You already have ${open} open pay-on-delivery orders, the most one account can have. Pay this order online, or wait until one of them is confirmed or delivered (or cancel one) and try again.`,
  notConfirmed: (hours: number) =>
    `Pay on delivery was not confirmed within ${hours} hours, so the order was cancelled.`,
} as const;

/** Open: placed on delivery (awaiting payment at the door) and not yet confirmed or cancelled. */
const isOpenOnDelivery = and(
  eq(orders.status, 'awaiting_payment'),
  eq(orders.paymentMethod, 'on_delivery'),
);

/** Why the customer may not place one more order on delivery now, or null. */
export async function openOnDeliveryProblem(
  db: Db,
  config: MarketplaceConfig,
  customerId: number,
): Promise<string | null> {
  const [{ open }] = await db
    .select({ open: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isOpenOnDelivery));
  return open >= config.podOpenOrdersPerCustomer ? ON_DELIVERY_MESSAGES.tooManyOpen(open) : null;
}

/**
 * The cap, checked again inside the transaction that moves an order to pay on delivery, after
 * locking the customer's row: two tabs (or replicas) choosing it at once for two orders run one
 * after the other, and the second counts the first.
 */
export async function lockOpenOnDeliveryCap(
  tx: Transaction,
  config: MarketplaceConfig,
  customerId: number,
): Promise<string | null> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return openOnDeliveryProblem(tx, config, customerId);
}

/**
 * Cancels the open pay-on-delivery orders placed on delivery more than POD_CONFIRM_HOURS ago, gives
 * their stock back, and records and mails the cancellation as any other. The update is
 * conditional on the status, so a shopper's cancel or an operations move made meanwhile (both
 * under the row lock) wins, and a second sweep finds nothing. Returns how many were cancelled.
 */
export async function cancelUnconfirmedOnDelivery(
  tx: Transaction,
  config: MarketplaceConfig,
): Promise<number> {
  const placedLongAgo = tx
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.status, 'awaiting_payment'),
        sql`${orderEvents.createdAt} <= now() - make_interval(hours => ${config.podConfirmHours})`,
      ),
    );
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(isOpenOnDelivery, inArray(orders.id, placedLongAgo)))
    .returning();
  for (const order of cancelled) {
    await giveBackStock(tx, order.id);
    const note = ON_DELIVERY_MESSAGES.notConfirmed(config.podConfirmHours);
    await recordStep(tx, config, order, 'cancelled', note, 'cancelled');
  }
  return cancelled.length;
}
