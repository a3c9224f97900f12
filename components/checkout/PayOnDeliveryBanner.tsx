import { payOnDeliveryBannerText } from '@/lib/checkout/order-life';
import styles from './PaymentBanner.module.scss';

/** The confirmation's fourth banner, beside the spec's three: pay on delivery, how much and how. */
export function PayOnDeliveryBanner({ total }: { total: number }) {
  return (
    <div
      className={`${styles.banner} ${styles.pending}`}
      role="status"
      data-testid="payment-banner"
      data-tone="on-delivery"
    >
      <span className={styles.icon} aria-hidden="true">
        ₦
      </span>
      <p className={styles.text}>{payOnDeliveryBannerText(total)}</p>
    </div>
  );
}
