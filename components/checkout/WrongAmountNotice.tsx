import { Notice } from '@/components/form/Notice';
import { wrongAmountText } from '@/lib/shared/checkout/payment-type';
import type { OrderDetails } from '@/lib/contract/commerce';

/** Under the confirmation's banner: a payment of the wrong amount arrived and does not count. */
export function WrongAmountNotice({
  order,
}: {
  order: Pick<OrderDetails, 'paymentStatus' | 'total' | 'payments'>;
}) {
  const text = wrongAmountText(order);
  return text ? <Notice tone="error">{text}</Notice> : null;
}
