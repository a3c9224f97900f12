import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { orderEvents, orderItems, outbox, payLinks, type OrderRow } from '../db/schema';
import { orderMail, type OrderMailStep } from '../mail/order-mails';

type Db = Database | Transaction;

/**
 * An order's steps (decision 040): its timeline, one order_events row per status it reached, and
 * the e-mail of each step, one outbox row per step. Both are unique per order, so a second
 * request, replica or retry that records the same step changes nothing and mails nothing. Every
 * module that moves an order (./life.ts, ./moves.ts, ./refunds.ts, ./on-delivery-holds.ts) records
 * its steps here.
 */

/** An order's lines as its e-mails list them, in line order. */
export function orderMailLines(tx: Db, orderId: number) {
  return tx
    .select({
      productTitle: orderItems.productTitle,
      storeName: orderItems.storeName,
      qty: orderItems.qty,
      priceKobo: orderItems.priceKobo,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The order's e-mail of a step, queued once: the outbox's dedupe key is the order and step. */
export async function queueOrderMail(
  tx: Db,
  config: MarketplaceConfig,
  order: OrderRow,
  step: OrderMailStep,
): Promise<void> {
  const lines = await orderMailLines(tx, order.id);
  const [throughLink] = await tx
    .select({ id: payLinks.id })
    .from(payLinks)
    .where(and(eq(payLinks.orderId, order.id), isNotNull(payLinks.paidAt)))
    .limit(1);
  const message = orderMail(
    {
      orderId: order.orderId,
      firstName: order.firstName,
      email: order.email,
      paymentMethod: order.paymentMethod as 'online' | 'on_delivery',
      subtotalKobo: order.subtotalKobo,
      shippingKobo: order.shippingKobo,
      taxKobo: order.taxKobo,
      totalKobo: order.totalKobo,
      address: order.address,
      area: order.area,
      state: order.state,
      postcode: order.postcode,
      phoneNumber: order.phoneNumber,
      lines,
      trackingNote: order.trackingNote,
      amountCollectedKobo: order.amountCollectedKobo,
      refundKobo: order.refundKobo,
      paidBySomeoneElse: throughLink !== undefined && order.paymentStatus === 'paid',
      link: `${config.storefrontUrl}/checkout/confirmation/${encodeURIComponent(order.orderId)}`,
    },
    step,
  );
  await tx
    .insert(outbox)
    .values({
      ...message,
      html: message.html ?? null,
      dedupeKey: `order:${order.orderId}:${step}`,
      // As the mailer does: without SMTP the message is only for the outbox (the dev mailbox).
      nextAttemptAt: config.smtpUrl ? sql`now()` : null,
    })
    .onConflictDoNothing();
}

/**
 * Records that the order reached `status` (its timeline) and mails its step, both once. Answers
 * whether this call recorded it (false: another request or replica already had).
 */
export async function recordStep(
  tx: Db,
  config: MarketplaceConfig,
  order: OrderRow,
  status: OrderStatus,
  note: string | null,
  mail: OrderMailStep | null,
): Promise<boolean> {
  const inserted = await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status, note })
    .onConflictDoNothing()
    .returning({ id: orderEvents.id });
  if (mail) await queueOrderMail(tx, config, order, mail);
  return inserted.length > 0;
}

/** The order's timeline for the contract: placed (its creation), then each recorded step. */
export async function orderTimeline(db: Db, order: OrderRow) {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return [
    { status: 'pending' as OrderStatus, at: order.createdAt.toISOString(), note: null },
    ...events.map((event) => ({
      status: event.status as OrderStatus,
      at: event.createdAt.toISOString(),
      note: event.note,
    })),
  ];
}
