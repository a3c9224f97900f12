import Link from 'next/link';
import { paginationWindow } from '@/lib/catalog/pagination';
import styles from './Pager.module.scss';

/**
 * The catalog Pager's look and page window for any paged list outside the catalog's filters
 * (saved items, orders): plain links built by `hrefFor`. Nothing when there is one page.
 */
export function LinkPager({
  current,
  totalPages,
  hrefFor,
}: {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const items = paginationWindow(current, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <ul role="list" className={styles.list}>
        <li>
          {current > 1 ? (
            <Link
              href={hrefFor(Math.min(current - 1, totalPages))}
              className={styles.step}
              rel="prev"
            >
              <span aria-hidden="true">‹</span>
              <span className={styles.stepLabel}>Previous</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <span>‹</span>
              <span className={styles.stepLabel}>Previous</span>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className={`${styles.page} ${item === current ? styles.current : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link href={hrefFor(current + 1)} className={styles.step} rel="next">
              <span className={styles.stepLabel}>Next</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <span className={styles.stepLabel}>Next</span>
              <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
