import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { HttpError } from '../errors';
import { koboToNaira } from '../money';
import type { PaymentProvider } from '../payments/provider';
import { ProviderError } from '../payments/provider';
import { CANCELLABLE, findOrderByPublicId, LIFE_MESSAGES } from './life';
import { giveBackStock } from './reservations';
import { queueOrderMail, recordStep } from './steps';

/** A shopper's cancellation and the refund it owes (decision 040), through the payment provider. */

/**
 * The shopper cancels an order that has not shipped. Under the order's row lock: its stock comes
 * back (what it still holds), its checkout closes, and a paid order gets a pending refund of its
 * total. After commit the refund is asked of the provider once (only the request that cancelled
 * gets here); its outcome is written on the order and mailed.
 */
export async function cancelOrder(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  order: OrderRow,
  log?: FastifyBaseLogger,
): Promise<{ message: string }> {
  const cancelled = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const status = current.status as OrderStatus;
    if (!CANCELLABLE.includes(status))
      throw new HttpError(409, LIFE_MESSAGES.notCancellable(status));
    const paidOnline =
      current.paymentStatus === 'paid' &&
      current.paymentMethod === 'online' &&
      current.transactionId !== null;
    // Held: an unpaid order's hold still running, a paid order's stock, a pay-on-delivery hold.
    const holds =
      current.reservedUntil !== null ||
      current.paymentStatus === 'paid' ||
      current.paymentMethod === 'on_delivery';
    if (holds) await giveBackStock(tx, current.id);
    const [row] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        reservedUntil: null,
        checkoutLink: null,
        checkoutExpiresAt: null,
        updatedAt: new Date(),
        ...(paidOnline ? { refundKobo: current.totalKobo, refundStatus: 'pending' } : {}),
      })
      .where(eq(orders.id, current.id))
      .returning();
    await recordStep(tx, config, row, 'cancelled', null, 'cancelled');
    return row;
  });
  if (cancelled.refundStatus !== 'pending') return { message: LIFE_MESSAGES.cancelled };
  await refundOrder(db, config, provider, cancelled, log);
  return { message: LIFE_MESSAGES.cancelledRefund(cancelled.refundKobo ?? 0) };
}

/**
 * Asks the provider for the order's pending refund and writes the outcome. A provider that refuses
 * or does not answer leaves it failed (shown on the order; operations may retry it).
 */
export async function refundOrder(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  order: OrderRow,
  log?: FastifyBaseLogger,
): Promise<OrderRow> {
  try {
    const refund = await provider.refund(order.transactionId!, order.refundKobo!);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          refundStatus: 'successful',
          refundId: refund.id,
          refundedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.refundStatus, 'pending')))
        .returning();
      if (!row) return order;
      await queueOrderMail(tx, config, row, 'refunded');
      return row;
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    log?.error({ err, orderId: order.orderId }, 'the provider refused or missed a refund');
    const [row] = await db
      .update(orders)
      .set({ refundStatus: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.refundStatus, 'pending')))
      .returning();
    return row ?? order;
  }
}

/** Operations: retries a failed refund (the conditional UPDATE lets one retry through at a time). */
export async function retryRefund(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  orderId: string,
  log?: FastifyBaseLogger,
): Promise<OrderRow> {
  const order = await findOrderByPublicId(db, orderId);
  const [claimed] = await db
    .update(orders)
    .set({ refundStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.refundStatus, 'failed')))
    .returning();
  if (!claimed) throw new HttpError(409, LIFE_MESSAGES.refundNotDue);
  return refundOrder(db, config, provider, claimed, log);
}

export const refundView = (order: OrderRow) =>
  order.refundStatus === null || order.refundKobo === null
    ? null
    : {
        amount: koboToNaira(order.refundKobo),
        status: order.refundStatus as 'pending' | 'successful' | 'failed',
        at: (order.refundedAt ?? order.updatedAt).toISOString(),
      };
