import { Link as StoreLink } from '@/components/layout/Link';
import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { paginationWindow } from '@/lib/shared/catalog/pagination';
import styles from './Pager.module.scss';

type PageLink = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/**
 * Pages of any list: first, last, the current one with a neighbour each side, ellipses between,
 * and previous/next, as real links built by `hrefFor` (crawlers follow them). Nothing when there
 * is one page. A page past the end (a stale link) marks no page as current; "previous" leads back
 * in range. `Link` is the storefront's Link (components/layout/Link.tsx) unless the list navigates its own way (the catalog's Pager).
 */
export function LinkPager({
  current,
  totalPages,
  hrefFor,
  Link = StoreLink,
}: {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  Link?: PageLink;
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
