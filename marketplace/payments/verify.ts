import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { cartItems, orderItems, orders, payments } from '../db/schema';
import type { OrderRow } from '../orders/read';
import { retakeStock } from '../orders/reservations';
import type { PaymentProvider, ProviderTransaction } from './provider';

export type VerifyOutcome =
  /** The order is paid (now, or it already was). */
  | 'paid'
  /** The provider says this attempt failed; an unpaid order is marked failed. */
  | 'failed'
  /** The provider knows the transaction but it does not pay this order (amount, currency, status, tx_ref). */
  | 'rejected'
  /** The provider knows no such transaction (yet). */
  | 'not-found';

/** What makes a transaction pay an order: successful, for this order, in naira, for the whole total. */
export function paysOrder(transaction: ProviderTransaction, order: OrderRow): boolean {
  return (
    transaction.status === 'successful' &&
    transaction.txRef === order.orderId &&
    transaction.currency === 'NGN' &&
    transaction.amountKobo >= order.totalKobo
  );
}

/**
 * The one verification behind the webhook and the confirmation page. It asks the provider about
 * the transaction (by id, or by the order's reference when there is no id) and believes nothing
 * else. A paying transaction is recorded once (payments is unique on provider + transaction id)
 * and marks the order paid with a conditional update, keeps its stock for good and removes the
 * bought products from the cart, all in one transaction: running it twice changes nothing.
 */
export async function verifyOrderPayment(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  transactionId: string | undefined,
  log?: FastifyBaseLogger,
): Promise<VerifyOutcome> {
  if (order.paymentStatus === 'paid') return 'paid';
  const transaction = transactionId
    ? await provider.verifyTransaction(transactionId)
    : await provider.verifyByReference(order.orderId);
  if (!transaction) return 'not-found';
  if (transaction.txRef !== order.orderId) {
    log?.warn(
      { orderId: order.orderId, transactionId: transaction.id, txRef: transaction.txRef },
      'a transaction of another order was offered for verification',
    );
    return 'rejected';
  }
  const pays = paysOrder(transaction, order);
  if (!pays && transaction.status === 'successful')
    log?.warn(
      {
        orderId: order.orderId,
        transactionId: transaction.id,
        amountKobo: transaction.amountKobo,
        currency: transaction.currency,
      },
      'a successful transaction does not cover its order: not marked paid',
    );

  return db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        transactionId: transaction.id,
        status: transaction.status,
        amountKobo: transaction.amountKobo,
        currency: transaction.currency,
        raw: transaction.raw,
      })
      .onConflictDoNothing();
    // Locks the order against a reservation sweep (and another verification) until commit.
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current.paymentStatus === 'paid') return 'paid';
    if (pays) {
      await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          // Paid orders go to fulfilment; only they ever leave 'pending'.
          status: 'processing',
          paidAt: new Date(),
          transactionId: transaction.id,
          reservedUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'paid')));
      // Null before payment means the hold ran out and the stock went back: take it again.
      if (current.reservedUntil === null) await retakeStock(tx, order.id);
      const bought = tx
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await tx
        .delete(cartItems)
        .where(
          and(eq(cartItems.customerId, order.customerId), inArray(cartItems.productId, bought)),
        );
      return 'paid';
    }
    if (transaction.status === 'failed') {
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')));
      return 'failed';
    }
    return 'rejected';
  });
}
