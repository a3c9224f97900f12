import { ORDER_STATUS_TEXT } from '@/lib/shared/checkout/order-life';
import type { PaymentStatus } from '@/lib/contract/constants';

const LABELS: Record<string, string> = ORDER_STATUS_TEXT;

/**
 * An order's status in the shopper's words (My Orders rows), from the order's life (decision
 * 040). A status this storefront does not know yet is shown as it is, capitalised, not hidden.
 */
export function orderStatusLabel(status: string, paymentStatus?: PaymentStatus): string {
  // A pending order that has not been paid is waiting for the shopper, not for the marketplace.
  if (status === 'pending' && paymentStatus === 'unpaid') return 'Awaiting payment';
  if (status === 'pending' && paymentStatus === 'failed') return 'Payment failed';
  const known = LABELS[status];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Unknown';
}
