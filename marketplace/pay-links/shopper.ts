import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import { PAY_LINK_MESSAGES, type OrderPayLink } from '../../lib/contract/pay-links';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { orderItems, orders, payLinks, type OrderRow } from '../db/schema';
import { HttpError } from '../errors';
import { takeStock } from '../orders/reservations';
import { queueTags, tags } from '../vendor-api/revalidation';
import { PAYMENT_MESSAGES } from '../payments/initiate';
import { canAskSomeoneToPay, payLinkState } from './state';
import { hashPayLinkToken, newPayLinkToken } from './tokens';

/** The payer's page of a token on the storefront: the only place a link's address is made. */
export const payLinkUrl = (config: Pick<MarketplaceConfig, 'storefrontUrl'>, token: string) =>
  `${config.storefrontUrl}/pay/${encodeURIComponent(token)}`;

function refusal(order: OrderRow): HttpError {
  if (order.paymentStatus === 'paid') return new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (order.status === 'cancelled')
    return new HttpError(
      409,
      order.replacedBy === null
        ? COMMERCE_MESSAGES.orderCancelled
        : COMMERCE_MESSAGES.orderReplaced,
    );
  return new HttpError(409, PAY_LINK_MESSAGES.notAskable);
}

/**
 * "Ask someone to pay": a new link to the shopper's unpaid online order, answered once with its
 * address (only the token's hash is kept). The link lives as long as the order's items are held, so
 * making one starts a fresh hold of ORDER_RESERVATION_MINUTES, taking the stock again if the last
 * hold had run out (409 if it is gone meanwhile). An order has one active link: under the order's
 * row lock, a link made before is revoked ("renewed") before the new one is stored, so two tabs or
 * two replicas end with one active link, the later; the partial unique index is the backstop.
 */
export async function createPayLink(
  db: Database,
  config: MarketplaceConfig,
  order: OrderRow,
  shopperName: string,
): Promise<{ url: string; shopperName: string; expiresAt: string; retook: boolean }> {
  const token = newPayLinkToken();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!canAskSomeoneToPay(current)) throw refusal(current);
    const retook = current.reservedUntil === null;
    if (retook) {
      await takeStock(tx, current.id);
      const lines = await tx
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(eq(orderItems.orderId, current.id));
      await queueTags(
        tx,
        config,
        lines.map((line) => tags.product(line.productId)),
      );
    }
    const [held] = await tx
      .update(orders)
      .set({
        reservedUntil: sql`now() + make_interval(mins => ${config.orderReservationMinutes})`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, current.id))
      .returning({ reservedUntil: orders.reservedUntil });
    await tx
      .update(payLinks)
      .set({ revokedAt: new Date(), revokedBy: 'new-link', checkoutLink: null })
      .where(and(eq(payLinks.orderId, current.id), isNull(payLinks.revokedAt)));
    await tx
      .insert(payLinks)
      .values({ orderId: current.id, tokenHash: hashPayLinkToken(token), shopperName });
    return {
      url: payLinkUrl(config, token),
      shopperName,
      expiresAt: held.reservedUntil!.toISOString(),
      retook,
    };
  });
}

/**
 * The shopper withdraws the order's active link: it takes no new payment from now on. A payer
 * already on the provider's page may still finish there; that payment pays the order as any other
 * would (the money is for it, of its exact amount).
 */
export async function revokePayLink(db: Database, order: OrderRow): Promise<void> {
  const revoked = await db
    .update(payLinks)
    .set({ revokedAt: new Date(), revokedBy: 'shopper', checkoutLink: null })
    .where(and(eq(payLinks.orderId, order.id), isNull(payLinks.revokedAt), isNull(payLinks.paidAt)))
    .returning({ id: payLinks.id });
  if (revoked.length === 0) throw new HttpError(409, PAY_LINK_MESSAGES.nothingToRevoke);
}

/** The order's latest link and whether a link paid it, for the shopper's order details. */
export async function orderPayLinkFields(
  db: Database,
  order: OrderRow,
): Promise<{ payLink: OrderPayLink | null; paidBySomeoneElse: boolean }> {
  const [[latest], [paid]] = await Promise.all([
    db
      .select()
      .from(payLinks)
      .where(eq(payLinks.orderId, order.id))
      .orderBy(desc(payLinks.id))
      .limit(1),
    db
      .select({ id: payLinks.id })
      .from(payLinks)
      .where(and(eq(payLinks.orderId, order.id), isNotNull(payLinks.paidAt)))
      .orderBy(asc(payLinks.id))
      .limit(1),
  ]);
  if (!latest) return { payLink: null, paidBySomeoneElse: false };
  const state = payLinkState(latest, order);
  return {
    payLink: {
      state,
      shopperName: latest.shopperName,
      createdAt: latest.createdAt.toISOString(),
      expiresAt: state === 'open' ? order.reservedUntil!.toISOString() : null,
    },
    paidBySomeoneElse: paid !== undefined && order.paymentStatus === 'paid',
  };
}
