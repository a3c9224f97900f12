import { paymentBanner } from '@/lib/checkout/payment-status';
import type { PaymentStatus } from '@/lib/contract/commerce';
import styles from './PaymentBanner.module.scss';

const ICONS = { success: '✓', pending: '!', failed: '×' } as const;

/** The confirmation's banner: green when paid, yellow while unpaid, red when the payment failed. */
export function PaymentBanner({ status }: { status: PaymentStatus }) {
  const { tone, text } = paymentBanner(status);
  return (
    <div
      className={`${styles.banner} ${styles[tone]}`}
      role={tone === 'failed' ? 'alert' : 'status'}
      data-testid="payment-banner"
      data-tone={tone}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
