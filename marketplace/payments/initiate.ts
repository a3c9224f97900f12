import { asc, eq } from 'drizzle-orm';
import { COMMERCE_MESSAGES } from '../../lib/contract/commerce';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { orderVendorPayouts } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import { koboToNaira } from '../money';
import type { OrderRow } from '../orders/read';
import { ProviderError, type PaymentPayload, type PaymentProvider } from './provider';

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order has already been paid.',
  initiateFailed: 'Failed to initiate payment.',
} as const;

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
    customer: {
      email: order.email,
      phonenumber: order.phoneNumber,
      name: `${order.firstName} ${order.lastName}`,
    },
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

/** Asks the provider for a hosted payment link for an unpaid order of the customer. */
export async function initiatePayment(
  db: Database,
  config: MarketplaceConfig,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<{ status: string; data: { link: string } }> {
  if (order.paymentStatus === 'paid') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
  const payouts = await db
    .select()
    .from(orderVendorPayouts)
    .where(eq(orderVendorPayouts.orderId, order.id))
    .orderBy(asc(orderVendorPayouts.vendorId));
  if (payouts.length === 0) throw badRequest(COMMERCE_MESSAGES.noVendorSubaccounts);
  try {
    const { link } = await provider.createPayment(paymentPayload(order, payouts, config));
    return { status: 'success', data: { link } };
  } catch (err) {
    if (err instanceof ProviderError) throw new HttpError(502, PAYMENT_MESSAGES.initiateFailed);
    throw err;
  }
}
