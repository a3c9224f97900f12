import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { cartItems, orderItems, orders, payments, type OrderRow } from '../db/schema';
import type { MarketplaceConfig } from '../config';
import { onOrderPaid } from '../orders/life';
import { retakeStock } from '../orders/reservations';
import { closeFailedLinkCheckout, settlePaidLink } from '../pay-links/settle';
import type { PaymentProvider, ProviderTransaction } from './provider';

export type VerifyOutcome =
  /** The order is paid (now, or it already was). */
  | 'paid'
  /** The provider says this attempt failed; an unpaid order is marked failed. */
  | 'failed'
  /** The provider knows the transaction but it does not pay this order (status, tx_ref). */
  | 'rejected'
  /** The provider knows no such transaction (yet). */
  | 'not-found'
  /** Money was taken for an order already paid by another transaction, or cancelled: flagged for refund. */
  | 'refund-due'
  /** The order was cancelled (replaced); this transaction took no money for it. */
  | 'cancelled'
  /** Money was taken, but not the order's amount or currency: not paid, flagged for refund. */
  | 'wrong-amount';

/** Why a successful transaction cannot be kept: payments.refund_reason. */
export type RefundReason = 'already-paid' | 'order-cancelled' | 'wrong-amount';

/**
 * Flutterwave's own rule: a transaction pays the order only in its currency and for its amount.
 * Exactly the amount: a bank transfer can be of any amount, and more than the total is as wrong as
 * less (the whole of it is given back, so nothing is kept that the order does not account for;
 * decision 039).
 */
export function rightAmount(transaction: ProviderTransaction, order: OrderRow): boolean {
  return transaction.currency === 'NGN' && transaction.amountKobo === order.totalKobo;
}

/** What makes a transaction pay an order: successful, for this order, in naira, for the exact total. */
export function paysOrder(transaction: ProviderTransaction, order: OrderRow): boolean {
  return (
    transaction.status === 'successful' &&
    transaction.txRef === order.orderId &&
    rightAmount(transaction, order)
  );
}

/**
 * The order's payment failed (or brought the wrong amount). A new failure ends the checkout it
 * happened on; a retried webhook of an old one does not.
 */
async function markFailed(tx: Transaction, orderRowId: number, newFailure: boolean) {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'failed',
      ...(newFailure ? { checkoutLink: null, checkoutExpiresAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderRowId));
}

type ProviderName = PaymentProvider['name'];

/**
 * The paying transaction asked about again (a reload, a webhook retry): nothing to ask the
 * provider. Any other transaction of a paid order may be a second payment, so it is looked up.
 */
const askedAgain = (order: OrderRow, transactionId: string | undefined) =>
  order.paymentStatus === 'paid' &&
  (transactionId === undefined || transactionId === order.transactionId);

/** The provider's word on the transaction: by id, or by the order's reference without one. */
function askProvider(provider: PaymentProvider, order: OrderRow, transactionId?: string) {
  return transactionId
    ? provider.verifyTransaction(transactionId)
    : provider.verifyByReference(order.orderId);
}

/**
 * The order's row, locked. The lock comes first: it serialises every verification of the order
 * (and keeps a reservation sweep and a replacement off it) until commit, so of two transactions
 * verified at once the second sees the first's outcome. Taken after the payment insert, it
 * deadlocked on PostgreSQL: each insert holds a key-share lock on the order that the other's
 * update lock waits for.
 */
async function lockOrder(tx: Transaction, orderRowId: number): Promise<OrderRow> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderRowId)).for('update');
  return current;
}

/** Records the transaction once (unique on provider + id); answers whether this call did. */
async function recordPayment(
  tx: Transaction,
  provider: ProviderName,
  orderRowId: number,
  transaction: ProviderTransaction,
): Promise<boolean> {
  const recorded = await tx
    .insert(payments)
    .values({
      orderId: orderRowId,
      provider,
      transactionId: transaction.id,
      status: transaction.status,
      amountKobo: transaction.amountKobo,
      currency: transaction.currency,
      raw: transaction.raw,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return recorded.length > 0;
}

/** Flags the transaction's payment to be given back, once; answers whether this call did. */
async function flagForRefund(
  tx: Transaction,
  provider: ProviderName,
  transactionId: string,
  reason: RefundReason,
): Promise<boolean> {
  const flagged = await tx
    .update(payments)
    .set({ refundReason: reason })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.transactionId, transactionId),
        isNull(payments.refundReason),
      ),
    )
    .returning({ id: payments.id });
  return flagged.length > 0;
}

/**
 * A transaction for an order already paid or cancelled: the paying one asked about again, or a
 * failed one, changes nothing; money taken otherwise is never silently kept, but flagged for
 * refund with a warning that names the order.
 */
async function settleClosedOrder(
  tx: Transaction,
  provider: ProviderName,
  current: OrderRow,
  transaction: ProviderTransaction,
  pays: boolean,
  log?: FastifyBaseLogger,
): Promise<VerifyOutcome> {
  const kept = current.paymentStatus === 'paid' && current.transactionId === transaction.id;
  if (kept || transaction.status !== 'successful')
    return current.paymentStatus === 'paid' ? 'paid' : 'cancelled';
  const reason: RefundReason = !pays
    ? 'wrong-amount'
    : current.paymentStatus === 'paid'
      ? 'already-paid'
      : 'order-cancelled';
  if (await flagForRefund(tx, provider, transaction.id, reason))
    log?.warn(
      {
        orderId: current.orderId,
        transactionId: transaction.id,
        amountKobo: transaction.amountKobo,
        currency: transaction.currency,
        paidBy: current.transactionId,
        refundReason: reason,
      },
      'a payment arrived for an order that is already paid or cancelled: recorded and flagged for refund',
    );
  return 'refund-due';
}

/**
 * Marks the order paid (conditionally, so once), keeps its stock for good, takes the bought
 * products out of the cart, and records the step.
 */
async function markPaid(
  tx: Transaction,
  config: MarketplaceConfig,
  order: OrderRow,
  current: OrderRow,
  transaction: ProviderTransaction,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      // Paid: operations take it on to processing (marketplace/orders/life.ts).
      status: 'paid',
      paidAt: new Date(),
      transactionId: transaction.id,
      paymentType: transaction.paymentType,
      reservedUntil: null,
      checkoutLink: null,
      checkoutExpiresAt: null,
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
    .where(and(eq(cartItems.customerId, order.customerId), inArray(cartItems.productId, bought)));
  // Through a payment link: "Paid by someone else", and the payer's receipt (decision 061). Before
  // the shopper's e-mail, which says so.
  await settlePaidLink(tx, config, order, transaction);
  await onOrderPaid(tx, config, order);
}

/**
 * The one verification behind the webhook and the confirmation page. It asks the provider about
 * the transaction (by id, or by the order's reference when there is no id) and believes nothing
 * else. A paying transaction is recorded once (payments is unique on provider + transaction id)
 * and marks the order paid with a conditional update, keeps its stock for good and removes the
 * bought products from the cart, all in one transaction: running it twice changes nothing.
 *
 * A successful transaction for an order that another transaction paid first (a second checkout,
 * two tabs), or that was cancelled, is never silently kept: its payment row is flagged for refund
 * and a warning names the order. A new failed attempt closes the order's checkout, so that the
 * next initiate-payment makes a fresh one.
 */
export async function verifyOrderPayment(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  order: OrderRow,
  transactionId: string | undefined,
  log?: FastifyBaseLogger,
): Promise<VerifyOutcome> {
  if (askedAgain(order, transactionId)) return 'paid';
  const transaction = await askProvider(provider, order, transactionId);
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
    const current = await lockOrder(tx, order.id);
    const newlyRecorded = await recordPayment(tx, provider.name, order.id, transaction);
    if (current.paymentStatus === 'paid' || current.status === 'cancelled')
      return settleClosedOrder(tx, provider.name, current, transaction, pays, log);
    if (pays) {
      await markPaid(tx, config, order, current, transaction);
      return 'paid';
    }
    if (transaction.status === 'successful') {
      // Money arrived, but not the order's amount (or currency): the order stays unpaid and says
      // so; the payment is flagged to be given back, and its checkout is closed (a link that
      // took a payment takes no other), so the next initiate-payment opens a fresh one.
      await flagForRefund(tx, provider.name, transaction.id, 'wrong-amount');
      await markFailed(tx, order.id, newlyRecorded);
      if (newlyRecorded) await closeFailedLinkCheckout(tx, order, transaction);
      return 'wrong-amount';
    }
    if (transaction.status === 'failed') {
      await markFailed(tx, order.id, newlyRecorded);
      if (newlyRecorded) await closeFailedLinkCheckout(tx, order, transaction);
      return 'failed';
    }
    return 'rejected';
  });
}
