import { asc, eq } from 'drizzle-orm';
import { COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { orders, orderVendorPayouts, type OrderRow } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import { koboToNaira } from '../money';
import { ProviderError, type PaymentPayload, type PaymentProvider } from './provider';

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order has already been paid.',
  initiateFailed: 'Failed to initiate payment.',
} as const;

/** Flutterwave keeps a checkout session open for at most 24 hours. */
const MAX_SESSION_MINUTES = 1440;

/** How long a checkout link takes payments: as long as an order holds its stock. */
export function checkoutMinutes(config: MarketplaceConfig): number {
  return Math.min(config.orderReservationMinutes, MAX_SESSION_MINUTES);
}

type Payout = typeof orderVendorPayouts.$inferSelect;

/**
 * The Flutterwave Standard payload, built only from the stored order and its payouts: whatever a
 * client sends, the amount, the reference and the split are the server's.
 */
export function paymentPayload(
  order: OrderRow,
  payouts: Payout[],
  config: MarketplaceConfig,
): PaymentPayload {
  return {
    tx_ref: order.orderId,
    amount: koboToNaira(order.totalKobo),
    currency: 'NGN',
    redirect_url: `${config.storefrontUrl}/checkout/confirmation/${encodeURIComponent(order.orderId)}`,
    payment_options: config.paymentOptions.join(','),
    customer: {
      email: order.email,
      phonenumber: order.phoneNumber,
      name: `${order.firstName} ${order.lastName}`,
    },
    session_duration: checkoutMinutes(config),
    customizations: {
      title: config.siteName,
      description: `Payment for order ${order.orderId}`,
      logo: `${config.storefrontUrl}/icon.svg`,
    },
    subaccounts: payouts.map((payout) => ({
      id: payout.subaccountId,
      transaction_charge_type: 'flat_subaccount',
      transaction_charge: koboToNaira(payout.payoutKobo),
    })),
  };
}

/** The link of the order's open checkout, if it has one the provider still takes payments on. */
function openCheckoutLink(order: OrderRow, now = new Date()): string | null {
  return order.checkoutLink && order.checkoutExpiresAt && order.checkoutExpiresAt > now
    ? order.checkoutLink
    : null;
}

/** Why an order cannot be paid now, if it cannot. */
function refusal(order: OrderRow): HttpError | null {
  if (order.paymentStatus === 'paid') return new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (order.status === 'cancelled')
    return new HttpError(
      409,
      order.replacedBy === null
        ? COMMERCE_MESSAGES.orderCancelled
        : COMMERCE_MESSAGES.orderReplaced,
    );
  return null;
}

/**
 * A hosted payment link for an unpaid order of the customer. An order has at most one open
 * checkout: while its link is valid, every call answers that link, so two tabs (or a double
 * click) can never open two payments for one order. A new checkout is made only when there is
 * none, it expired, or an attempt on it failed.
 *
 * The provider is called outside any transaction (the sandbox answers from this same database);
 * the link is then stored under the order's row lock. Of two calls racing past the first check,
 * the second finds the first's link there and answers it: its own link is never handed out.
 */
export async function initiatePayment(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<{ status: string; data: { link: string } }> {
  const refused = refusal(order);
  if (refused) throw refused;
  const open = openCheckoutLink(order);
  if (open) return { status: 'success', data: { link: open } };

  const payouts = await db
    .select()
    .from(orderVendorPayouts)
    .where(eq(orderVendorPayouts.orderId, order.id))
    .orderBy(asc(orderVendorPayouts.vendorId));
  if (payouts.length === 0) throw badRequest(COMMERCE_MESSAGES.noVendorSubaccounts);
  // Taken before the provider opens its session, so that the stored expiry is never later than
  // the provider's own.
  const expiresAt = new Date(Date.now() + checkoutMinutes(config) * 60_000);
  let created: string;
  try {
    ({ link: created } = await provider.createPayment(paymentPayload(order, payouts, config)));
  } catch (err) {
    if (err instanceof ProviderError) throw new HttpError(502, PAYMENT_MESSAGES.initiateFailed);
    throw err;
  }

  const link = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const refusedNow = refusal(current);
    if (refusedNow) throw refusedNow;
    const stored = openCheckoutLink(current);
    if (stored) return stored;
    await tx
      .update(orders)
      .set({ checkoutLink: created, checkoutExpiresAt: expiresAt, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return created;
  });
  return { status: 'success', data: { link } };
}
