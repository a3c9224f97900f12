import { ProductGridSkeleton } from '@/components/catalog/ProductGridSkeleton';
import styles from './StoreSkeleton.module.scss';

/** A store page while it loads: banner, logo and name placeholders, then 8 product placeholders. */
export function StoreSkeleton() {
  return (
    <main className={`container ${styles.page}`} aria-busy="true">
      <div className={`${styles.block} ${styles.banner}`} data-testid="banner-skeleton" />
      <div className={styles.identity}>
        <div className={`${styles.block} ${styles.logo}`} />
        <div className={`${styles.block} ${styles.name}`} />
      </div>
      <div className={`${styles.block} ${styles.line}`} />
      <div className={`${styles.block} ${styles.line} ${styles.short}`} />
      <div className={styles.grid}>
        <ProductGridSkeleton />
      </div>
    </main>
  );
}
