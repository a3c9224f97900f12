import type { ConfirmationView } from '@/lib/shared/checkout/confirmation';
import styles from './PaymentBanner.module.scss';

const ICONS = {
  success: '✓',
  pending: '!',
  failed: '×',
  'on-delivery': '₦',
  cancelled: '–',
} as const;

/**
 * The confirmation's banner: green when paid, yellow while unpaid or to be paid on delivery, red
 * when the payment failed, grey once cancelled; its detail says why a payment failed or what
 * happens to the money.
 */
export function PaymentBanner({ tone, text, detail }: ConfirmationView['banner']) {
  const style = tone === 'on-delivery' ? styles.pending : styles[tone];
  return (
    <div
      className={`${styles.banner} ${style}`}
      role={tone === 'failed' ? 'alert' : 'status'}
      data-testid="payment-banner"
      data-tone={tone}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div>
        <p className={styles.text}>{text}</p>
        {detail ? (
          <p className={styles.detail} data-testid="payment-banner-detail">
            {detail}
          </p>
        ) : null}
      </div>
    </div>
  );
}
