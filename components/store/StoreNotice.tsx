import styles from './StoreNotice.module.scss';

/** The green notice of a Live store without a cover photo (spec section 2). */
export function StoreNotice() {
  return (
    <p className={styles.notice} role="status" data-testid="store-notice">
      Store details are being updated. Stay tuned!
    </p>
  );
}
