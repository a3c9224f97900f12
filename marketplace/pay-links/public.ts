import { asc, eq } from 'drizzle-orm';
import { COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import { PAY_LINK_MESSAGES, type PayLinkView } from '../../lib/contract/pay-links';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import {
  orderItems,
  orders,
  orderVendorPayouts,
  payLinks,
  type OrderRow,
  type PayLinkRow,
} from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { koboToNaira } from '../money';
import { paymentPayload, PAYMENT_MESSAGES } from '../payments/initiate';
import { ProviderError, type PaymentPayload, type PaymentProvider } from '../payments/provider';
import { payLinkUrl } from './shopper';
import { payLinkState } from './state';
import { hashPayLinkToken } from './tokens';

/**
 * The payer's side of a payment link (decision 061): anyone holding the token, no account. Each
 * call finds the link by its token's hash; a token that names no link is the same 404 as one
 * that cannot be a token, so nothing tells a near miss from a wild guess.
 */

export interface FoundLink {
  link: PayLinkRow;
  order: OrderRow;
}

export async function findPayLink(db: Database, token: string): Promise<FoundLink> {
  const [found] = await db
    .select({ link: payLinks, order: orders })
    .from(payLinks)
    .innerJoin(orders, eq(orders.id, payLinks.orderId))
    .where(eq(payLinks.tokenHash, hashPayLinkToken(token)));
  if (!found) throw notFound(PAY_LINK_MESSAGES.notFound);
  return found;
}

/**
 * What the payer's page shows. Items, sums, the state it goes to and the order's status only
 * while the link takes money or after the order is paid; for a link that no longer takes money,
 * only why. Never the address, phone, e-mail, last name or order number.
 */
export async function payLinkView(
  db: Database,
  config: MarketplaceConfig,
  { link, order }: FoundLink,
): Promise<PayLinkView> {
  const state = payLinkState(link, order);
  const shown = state === 'open' || state === 'paid';
  const items = shown
    ? await db
        .select({
          productTitle: orderItems.productTitle,
          productImage: orderItems.productImage,
          storeName: orderItems.storeName,
          qty: orderItems.qty,
          priceKobo: orderItems.priceKobo,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id))
    : [];
  return {
    state,
    message: PAY_LINK_MESSAGES.state[state],
    shopperName: link.shopperName,
    siteName: config.siteName,
    expiresAt: state === 'open' ? order.reservedUntil!.toISOString() : null,
    paidHere: link.paidAt !== null,
    lastAttemptFailed: state === 'open' && order.paymentStatus === 'failed',
    paymentOptions: config.paymentOptions,
    order: shown
      ? {
          items: items.map(({ priceKobo, ...item }) => ({
            ...item,
            price: koboToNaira(priceKobo),
          })),
          subTotal: koboToNaira(order.subtotalKobo),
          shipping: koboToNaira(order.shippingKobo),
          taxRate: Number(order.taxRate),
          tax: koboToNaira(order.taxKobo),
          total: koboToNaira(order.totalKobo),
          deliveryState: order.state,
          status: order.status as NonNullable<PayLinkView['order']>['status'],
        }
      : null,
  };
}

/** A 409 saying why the link takes no money now, or null while it does. */
function closed(link: PayLinkRow, order: OrderRow): HttpError | null {
  const state = payLinkState(link, order);
  return state === 'open' ? null : new HttpError(409, PAY_LINK_MESSAGES.state[state]);
}

/** The link's open checkout at the provider, if the provider still takes payments on it. */
function openCheckout(link: PayLinkRow, now = new Date()): string | null {
  return link.checkoutLink && link.checkoutExpiresAt && link.checkoutExpiresAt > now
    ? link.checkoutLink
    : null;
}

/** The address in MAIL_FROM ("Oja Market <no-reply@ojamarket.ng>"): the payer's stand-in. */
function ownAddress(mailFrom: string): string {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** Flutterwave keeps a checkout session open for at most 24 hours. */
const MAX_SESSION_MINUTES = 1440;

/**
 * The payer's checkout: the order's own payload (amount, reference, split: all the server's) with
 * what differs for someone else paying. The provider sends them back to this link's page, an
 * address made here from the token the request came with; it never carries the shopper's name,
 * e-mail or phone, which the provider's page shows; its session ends with the order's hold; and
 * its `meta` names the link, so the verification knows the order was paid through it.
 */
export function payerPayload(
  base: PaymentPayload,
  config: MarketplaceConfig,
  token: string,
  link: PayLinkRow,
  minutes: number,
  email: string | undefined,
): PaymentPayload {
  return {
    ...base,
    redirect_url: payLinkUrl(config, token),
    session_duration: minutes,
    customer: {
      email: email ?? ownAddress(config.mailFrom),
      phonenumber: '',
      name: `Paying for ${link.shopperName}`,
    },
    customizations: { ...base.customizations, description: `${link.shopperName}'s order` },
    meta: { pay_link: String(link.id) },
  };
}

/**
 * "Pay" on the payer's page: the provider's hosted page for the order, by card, bank transfer or
 * USSD. Like the shopper's own checkout (payments/initiate.ts), a link has one open checkout that
 * every call answers while the provider takes payments on it, so a double tap or a second payer
 * opens no second one; the provider is called outside any transaction, and the checkout stored
 * under the order's and the link's row locks, after the link is found still open.
 */
export async function startPayLinkPayment(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  token: string,
  email: string | undefined,
): Promise<{ status: string; data: { link: string } }> {
  const { link, order } = await findPayLink(db, token);
  const refused = closed(link, order);
  if (refused) throw refused;
  const open = openCheckout(link);
  if (open) {
    if (email) await db.update(payLinks).set({ payerEmail: email }).where(eq(payLinks.id, link.id));
    return { status: 'success', data: { link: open } };
  }

  const payouts = await db
    .select()
    .from(orderVendorPayouts)
    .where(eq(orderVendorPayouts.orderId, order.id))
    .orderBy(asc(orderVendorPayouts.vendorId));
  if (payouts.length === 0) throw badRequest(COMMERCE_MESSAGES.noVendorSubaccounts);
  const minutes = Math.min(
    MAX_SESSION_MINUTES,
    Math.max(1, Math.floor((order.reservedUntil!.getTime() - Date.now()) / 60_000)),
  );
  // Taken before the provider opens its session, so never later than the provider's own expiry.
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  const payload = payerPayload(
    paymentPayload(order, payouts, config),
    config,
    token,
    link,
    minutes,
    email,
  );
  let created: string;
  try {
    ({ link: created } = await provider.createPayment(payload));
  } catch (err) {
    if (err instanceof ProviderError) throw new HttpError(502, PAYMENT_MESSAGES.initiateFailed);
    throw err;
  }

  const answer = await db.transaction(async (tx) => {
    const [currentOrder] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    const [current] = await tx
      .select()
      .from(payLinks)
      .where(eq(payLinks.id, link.id))
      .for('update');
    const refusedNow = closed(current, currentOrder);
    if (refusedNow) throw refusedNow;
    const stored = openCheckout(current);
    if (stored) return stored;
    await tx
      .update(payLinks)
      .set({
        checkoutLink: created,
        checkoutExpiresAt: expiresAt,
        ...(email ? { payerEmail: email } : {}),
      })
      .where(eq(payLinks.id, link.id));
    return created;
  });
  return { status: 'success', data: { link: answer } };
}
