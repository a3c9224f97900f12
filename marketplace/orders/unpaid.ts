import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { customers, orderItems, orders, payLinks } from '../db/schema';

/** One of the customer's unpaid orders as a new order finds it. */
export interface UnpaidOrder {
  id: number;
  /** Its stock is still taken (reserved_until set). */
  holding: boolean;
  /**
   * Its payment is under way: a checkout link that the provider still takes payments on, the
   * shopper's own or one a payer opened from the order's payment link (decision 061).
   */
  inPayment: boolean;
}

/**
 * The customer's unpaid, uncancelled orders, locked until the caller's transaction ends. The lock
 * on the customer's row comes first, so that two order creations of one customer (two tabs) run
 * one after the other: the second finds the first's order here and replaces it. The order rows'
 * locks keep the reservation sweep, a verification and an initiate-payment off them meanwhile;
 * a row that one of those changed while we waited is read as it is now.
 */
export async function lockUnpaidOrders(
  tx: Transaction,
  customerId: number,
): Promise<UnpaidOrder[]> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return tx
    .select({
      id: orders.id,
      holding: sql<boolean>`${orders.reservedUntil} is not null`,
      inPayment: sql<boolean>`coalesce(${orders.checkoutLink} is not null and ${orders.checkoutExpiresAt} > now(), false) or exists (
        select 1 from ${payLinks} where ${payLinks.orderId} = ${orders.id}
          and ${payLinks.revokedAt} is null and ${payLinks.checkoutExpiresAt} > now())`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'pending'),
        ne(orders.paymentStatus, 'paid'),
      ),
    )
    .for('update');
}

/**
 * Cancels the unpaid orders that a new order from the same cart replaces, and answers the stock
 * they held per product, for the caller to give back in the same transaction. Their hold is
 * cleared here, under the row locks of `lockUnpaidOrders`, so the sweep can never give it back a
 * second time; their checkout is cleared, so initiate-payment refuses them from now on.
 */
export async function cancelReplacedOrders(
  tx: Transaction,
  replaced: UnpaidOrder[],
  newOrderRowId: number,
): Promise<Map<number, number>> {
  if (replaced.length === 0) return new Map();
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      replacedBy: newOrderRowId,
      reservedUntil: null,
      checkoutLink: null,
      checkoutExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(
      inArray(
        orders.id,
        replaced.map((order) => order.id),
      ),
    );
  const held = replaced.filter((order) => order.holding).map((order) => order.id);
  if (held.length === 0) return new Map();
  const lines = await tx
    .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.qty})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, held))
    .groupBy(orderItems.productId);
  return new Map(lines.map((line) => [line.productId, Number(line.qty)]));
}
