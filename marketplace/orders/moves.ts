import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { orderItems, orders, orderVendorPayouts, vendors, type OrderRow } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { formatNaira, type OrderMailStep } from '../mail/order-mails';
import { findOrderByPublicId, LIFE_MESSAGES } from './life';
import { percentOf } from './rates';
import { giveBackStock } from './reservations';
import { recordStep } from './steps';

/**
 * The operations team's moves of an order (decision 040): processing, shipped, delivered, or
 * refused at the door, each a conditional UPDATE then a step of the order's life (./steps.ts).
 */

/** Each vendor's payout of a pay-on-delivery order, recorded when it is delivered. */
async function recordPayouts(tx: Transaction, order: OrderRow): Promise<void> {
  const rows = await tx
    .select({
      vendorId: orderItems.vendorId,
      subaccountId: vendors.subaccountId,
      totalKobo: sql<number>`sum(${orderItems.qty} * ${orderItems.priceKobo})::int`,
    })
    .from(orderItems)
    .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.vendorId, vendors.subaccountId);
  const basisPoints = Math.round(Number(order.commissionRate) * 100);
  const payouts = rows.flatMap((row) =>
    row.subaccountId
      ? [
          {
            orderId: order.id,
            vendorId: row.vendorId,
            subaccountId: row.subaccountId,
            payoutKobo: Number(row.totalKobo) - percentOf(Number(row.totalKobo), basisPoints),
          },
        ]
      : [],
  );
  if (payouts.length > 0) await tx.insert(orderVendorPayouts).values(payouts).onConflictDoNothing();
}

export type Move = 'processing' | 'shipped' | 'delivered' | 'refused';

const MOVES: Record<Move, { from: OrderStatus[]; mail: OrderMailStep | null }> = {
  processing: { from: ['paid', 'awaiting_payment'], mail: null },
  shipped: { from: ['processing'], mail: 'shipped' },
  delivered: { from: ['shipped'], mail: 'delivered' },
  refused: { from: ['shipped'], mail: 'refused' },
};

export interface MoveInput {
  trackingNote?: string;
  /** Naira. */
  amountCollected?: number;
}

/**
 * An operations move. The UPDATE names the statuses it may move from, so of two requests (or
 * replicas) making the same move only one changes the row; the other finds it moved and gets the
 * 409, and the timeline, payouts and e-mail follow only the one that moved it.
 */
export async function moveOrder(
  db: Database,
  config: MarketplaceConfig,
  orderId: string,
  move: Move,
  input: MoveInput,
): Promise<OrderRow> {
  const order = await findOrderByPublicId(db, orderId);
  const onDelivery = order.paymentMethod === 'on_delivery';
  const note = input.trackingNote?.trim();
  if (move === 'shipped' && !note) throw badRequest(LIFE_MESSAGES.trackingNoteRequired);
  if (move === 'refused' && !onDelivery)
    throw new HttpError(409, LIFE_MESSAGES.refusedOnlyOnDelivery);
  let collectedKobo: number | null = null;
  if (move === 'delivered') {
    if (!onDelivery && input.amountCollected !== undefined)
      throw badRequest(LIFE_MESSAGES.amountCollectedOnline);
    if (onDelivery) {
      if (input.amountCollected === undefined)
        throw badRequest(LIFE_MESSAGES.amountCollectedRequired);
      collectedKobo = Math.round(input.amountCollected * 100);
      if (collectedKobo !== order.totalKobo)
        throw badRequest(LIFE_MESSAGES.amountCollectedWrong(order.totalKobo));
    }
  }
  const { from, mail } = MOVES[move];
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({
        status: move,
        updatedAt: new Date(),
        ...(move === 'shipped' ? { trackingNote: note } : {}),
        ...(collectedKobo !== null
          ? { amountCollectedKobo: collectedKobo, paymentStatus: 'paid', paidAt: new Date() }
          : {}),
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from)))
      .returning();
    if (!moved) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      throw new HttpError(409, LIFE_MESSAGES.illegalMove(current.status as OrderStatus, move));
    }
    if (collectedKobo !== null) await recordPayouts(tx, moved);
    if (move === 'refused') await giveBackStock(tx, moved.id);
    const eventNote =
      move === 'shipped'
        ? (note ?? null)
        : collectedKobo !== null
          ? `Collected ${formatNaira(collectedKobo)}`
          : null;
    await recordStep(tx, config, moved, move, eventNote, mail);
    return moved;
  });
}
