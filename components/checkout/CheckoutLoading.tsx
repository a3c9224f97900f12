import { CartSkeleton } from '@/components/cart/CartSkeleton';
import styles from './Checkout.module.scss';

/**
 * What a checkout step or My Orders shows while the server reads the cart or the order: the
 * page's shape with placeholder lines, so a slow connection sees progress at once.
 */
export function CheckoutLoading({ label, summary = true }: { label: string; summary?: boolean }) {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.card}>
          <CartSkeleton lines={2} />
        </div>
        {summary ? (
          <div className={styles.card}>
            <CartSkeleton lines={1} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
