import type { PaymentStatus } from '@/lib/contract/constants';

/**
 * An order's status in the shopper's words (My Orders rows, order details). Created with today's
 * statuses; the order-life work adds its own (contract: one function, shared). A status this
 * storefront does not know yet is shown as it is, capitalised, rather than hidden.
 */
const LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string, paymentStatus?: PaymentStatus): string {
  // A pending order that has not been paid is waiting for the shopper, not for the marketplace.
  if (status === 'pending' && paymentStatus === 'unpaid') return 'Awaiting payment';
  if (status === 'pending' && paymentStatus === 'failed') return 'Payment failed';
  const known = LABELS[status];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Unknown';
}
