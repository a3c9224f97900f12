import { paidByText } from '@/lib/shared/checkout/payment-type';
import type { OrderDetails } from '@/lib/contract/commerce';
import styles from './PaidBy.module.scss';

/**
 * One line saying how a paid order was paid ("Paid by bank transfer", "Paid by someone else");
 * nothing otherwise.
 */
export function PaidBy({
  order,
}: {
  order: Pick<OrderDetails, 'paymentStatus' | 'paymentType' | 'paidBySomeoneElse'>;
}) {
  const text = paidByText(order);
  return text ? (
    <p className={styles.paidBy} data-testid="paid-by">
      {text}
    </p>
  ) : null;
}
