import { PAYMENT_METHOD_LABEL, refundText } from '@/lib/shared/checkout/order-life';
import type { OrderDetails } from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/shared/money';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderTimeline } from './OrderTimeline';
import styles from './OrderTimeline.module.scss';

/**
 * The order's life beside its lines (confirmation page, order details modal): how it is paid, its
 * timeline, its refund or amount collected, and CANCEL ORDER while it has not shipped.
 */
export function OrderLifePanel({
  order,
  headingLevel = 2,
  onCancelled,
}: {
  order: OrderDetails;
  headingLevel?: 2 | 3;
  onCancelled?: () => void;
}) {
  return (
    <div className={styles.panel} data-testid="order-life">
      <p>
        Payment method: <strong>{PAYMENT_METHOD_LABEL[order.paymentMethod]}</strong>
      </p>
      <OrderTimeline timeline={order.timeline} headingLevel={headingLevel} />
      {order.amountCollected !== null ? (
        <p>Paid to the rider: {formatNaira(order.amountCollected)}</p>
      ) : null}
      {order.refund ? <p data-testid="order-refund">{refundText(order.refund)}</p> : null}
      {order.cancellable ? (
        <CancelOrderButton orderId={order.orderId} onCancelled={onCancelled} />
      ) : null}
    </div>
  );
}
