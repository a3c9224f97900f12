import type { OrderDetails, PaymentType } from '@/lib/contract/commerce';
import { PAID_BY_SOMEONE_ELSE } from '@/lib/contract/constants';
import { formatNaira } from '@/lib/shared/money';

/** How an online payment was made, as the order views say it. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  card: 'Paid by card',
  bank_transfer: 'Paid by bank transfer',
  ussd: 'Paid by USSD',
};

/**
 * "Paid by bank transfer", for a paid order whose method is known; "Paid by someone else" when a
 * payer paid it through its link; otherwise nothing.
 */
export function paidByText(
  order: Pick<OrderDetails, 'paymentStatus' | 'paymentType'> &
    Partial<Pick<OrderDetails, 'paidBySomeoneElse'>>,
): string | null {
  if (order.paymentStatus !== 'paid') return null;
  if (order.paidBySomeoneElse) return PAID_BY_SOMEONE_ELSE;
  return order.paymentType ? PAYMENT_TYPE_LABELS[order.paymentType] : null;
}

/**
 * Why an unpaid order is not paid although money arrived: its latest payment was of another
 * amount (or currency) than the total, which the API never counts (decision 039).
 */
export function wrongAmountText(
  order: Pick<OrderDetails, 'paymentStatus' | 'total' | 'payments'>,
): string | null {
  if (order.paymentStatus === 'paid') return null;
  const last = order.payments.at(-1);
  if (!last || last.refundReason !== 'wrong-amount') return null;
  const received =
    last.currency === 'NGN' ? formatNaira(last.amount) : `${last.amount} ${last.currency}`;
  return (
    `We received ${received}, but this order's total is ${formatNaira(order.total)}, so the order ` +
    `is not paid. The ${received} will be refunded to you. To complete the order, pay exactly ` +
    `${formatNaira(order.total)}.`
  );
}
