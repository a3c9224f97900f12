import type { PaymentStatus } from '@/lib/contract/commerce';

/**
 * What the confirmation page shows for an order's payment status (spec section 4). Only the
 * order's paymentStatus, as the API verified it, decides: never the provider redirect's query.
 */
export type BannerTone = 'success' | 'pending' | 'failed';

export interface PaymentBanner {
  tone: BannerTone;
  text: string;
}

export const PAYMENT_BANNERS: Record<PaymentStatus, PaymentBanner> = {
  paid: { tone: 'success', text: 'Thank you! Your payment was successful.' },
  unpaid: { tone: 'pending', text: 'Your order is pending payment.' },
  failed: { tone: 'failed', text: 'Payment Failed. Please try again.' },
};

export function paymentBanner(status: PaymentStatus): PaymentBanner {
  return PAYMENT_BANNERS[status];
}

export interface ConfirmationAction {
  label: 'CONTINUE SHOPPING' | 'COMPLETE PAYMENT';
  href: string;
}

/** CONTINUE SHOPPING to / once paid; otherwise back to the review page to pay. */
export function confirmationAction(status: PaymentStatus, orderId: string): ConfirmationAction {
  return status === 'paid'
    ? { label: 'CONTINUE SHOPPING', href: '/' }
    : { label: 'COMPLETE PAYMENT', href: reviewPath(orderId) };
}

export const reviewPath = (orderId: string) => `/checkout/review/${encodeURIComponent(orderId)}`;
export const confirmationPath = (orderId: string) =>
  `/checkout/confirmation/${encodeURIComponent(orderId)}`;
