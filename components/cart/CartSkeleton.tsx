import styles from './Cart.module.scss';

/** Placeholder lines while the cart loads (and before the empty state may show). */
export function CartSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true" data-testid="cart-skeleton">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.skeletonLine}>
          <span className={`${styles.block} ${styles.skeletonImage}`} />
          <span className={styles.skeletonText}>
            <span className={styles.block} />
            <span className={styles.block} />
            <span className={styles.block} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** One figure of the Order Summary while the server has not answered yet. */
export function FigureSkeleton() {
  return <span className={`${styles.block} ${styles.figureSkeleton}`} aria-hidden="true" />;
}
