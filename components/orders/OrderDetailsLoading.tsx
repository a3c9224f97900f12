import styles from './OrderRows.module.scss';

/** See Details' state while the order, or the code that shows it, is on its way. */
export function OrderDetailsLoading() {
  return (
    <p className={styles.state} role="status">
      Loading order details...
    </p>
  );
}
