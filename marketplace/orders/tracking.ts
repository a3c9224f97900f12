import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/contract/constants';
import { TRACKING_MESSAGES, type PublicTracking } from '../../lib/contract/tracking';
import type { Database } from '../db/client';
import { orderItems, orders, type OrderRow } from '../db/schema';
import { notFound } from '../errors';
import { orderTimeline } from './steps';

/**
 * "Share tracking" (issue 41 part 3, decision 062). Turning it on keeps the order's token if it
 * has one, else stores a new one, in one statement, so two tabs (or replicas) asking at once get
 * the same link; turning it off clears it, and the old link opens nothing from then on.
 */
export async function turnOnTracking(db: Database, order: OrderRow): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(orders)
    .set({ trackingToken: sql`coalesce(${orders.trackingToken}, ${fresh})` })
    .where(eq(orders.id, order.id))
    .returning({ token: orders.trackingToken });
  return row.token!;
}

export async function turnOffTracking(db: Database, order: OrderRow): Promise<void> {
  await db.update(orders).set({ trackingToken: null }).where(eq(orders.id, order.id));
}

/**
 * The public tracking page's facts: the status, its timeline (without notes: a rider's note or the
 * amount collected is the shopper's business) and the lines' titles and quantities. No order
 * number, name, address, phone, e-mail or money. An unknown token, or one turned off, is a 404.
 */
export async function publicTracking(db: Database, token: string): Promise<PublicTracking> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.trackingToken), eq(orders.trackingToken, token)));
  if (!order) throw notFound(TRACKING_MESSAGES.notFound);
  const [timeline, lines] = await Promise.all([
    orderTimeline(db, order),
    db
      .select({ title: orderItems.productTitle, qty: orderItems.qty })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
  ]);
  return {
    status: order.status as OrderStatus,
    placedAt: order.createdAt.toISOString(),
    timeline: timeline.map(({ status, at }) => ({ status, at })),
    items: lines,
  };
}
