import gridStyles from './ProductGrid.module.scss';
import styles from './ProductGridSkeleton.module.scss';

/** How many placeholders a loading list shows (spec section 9). */
export const SKELETON_CARDS = 8;

/** Grey cards in the grid's shape while a list loads; read out once as "Loading products". */
export function ProductGridSkeleton({
  layout = 'full',
  count = SKELETON_CARDS,
}: {
  layout?: 'full' | 'beside-filters';
  count?: number;
}) {
  return (
    <div role="status" aria-live="polite" data-testid="grid-skeleton">
      <span className="visually-hidden">Loading products…</span>
      <ul
        role="list"
        aria-hidden="true"
        className={`${gridStyles.grid} ${layout === 'beside-filters' ? gridStyles.narrow : ''}`}
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className={`${gridStyles.item} ${styles.card}`}
            data-testid="skeleton-card"
          >
            <div className={`${styles.block} ${styles.image}`} />
            <div className={styles.body}>
              <div className={`${styles.block} ${styles.line}`} />
              <div className={`${styles.block} ${styles.line} ${styles.short}`} />
              <div className={`${styles.block} ${styles.line} ${styles.price}`} />
              <div className={`${styles.block} ${styles.button}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
