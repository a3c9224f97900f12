import { paginationWindow } from '@/lib/catalog/pagination';
import { listHref, type ListQuery } from '@/lib/catalog/list-query';
import type { ListLocation } from '@/lib/catalog/filter-model';
import { TransitionLink } from './TransitionLink';
import styles from './Pager.module.scss';

/**
 * Pages of a list: first, last, the current one with a neighbour each side, ellipses between, and
 * previous/next. Real links (?page=n) that crawlers follow; nothing when there is one page.
 */
export function Pager({
  query,
  totalPages,
  location,
}: {
  query: ListQuery;
  totalPages: number;
  location: ListLocation;
}) {
  const items = paginationWindow(query.page, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) =>
    listHref(location.pathname, { ...query, page }, location.kind, location.base);
  // A page past the end (a stale link) marks no page as current; "previous" leads back in range.
  const current = query.page;

  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <ul role="list" className={styles.list}>
        <li>
          {current > 1 ? (
            <TransitionLink
              href={href(Math.min(current - 1, totalPages))}
              className={styles.step}
              rel="prev"
            >
              <span aria-hidden="true">‹</span>
              <span className={styles.stepLabel}>Previous</span>
            </TransitionLink>
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
              <TransitionLink
                href={href(item)}
                className={`${styles.page} ${item === current ? styles.current : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </TransitionLink>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <TransitionLink href={href(current + 1)} className={styles.step} rel="next">
              <span className={styles.stepLabel}>Next</span>
              <span aria-hidden="true">›</span>
            </TransitionLink>
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
