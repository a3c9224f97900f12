import type { CategoryLink } from '@/lib/catalog/category-links';
import {
  changeListQuery,
  listHref,
  SORT_LABELS,
  sortOptions,
  type ListKind,
  type ListQuery,
} from '@/lib/catalog/list-query';
import type { NigerianState } from '@/lib/contract/states';
import { ALL_NIGERIA } from '@/lib/location';
import type { ProductList } from '@/lib/marketplace/lists';
import { LiteListMessage, LitePager, LiteProductGrid } from './LiteCatalog';
import styles from './Lite.module.scss';

/**
 * A product list on a Lite page (shop, search results, a store): categories and sort as links, the
 * grid, the pager, and the products the location left out with a form to show them all. Every
 * link keeps the list's other choices (lib/catalog/list-query.ts), as the full pages' do.
 */
export function LiteList({
  kind,
  pathname,
  base = {},
  query,
  list,
  categories = [],
  state,
  inOtherStates = 0,
  path,
  emptyText,
  readOnly = false,
}: {
  kind: ListKind;
  pathname: string;
  /** Query parameters kept on every link (the search text). */
  base?: Record<string, string>;
  query: ListQuery;
  /** null when the list could not be loaded. */
  list: ProductList | null;
  categories?: CategoryLink[];
  state?: NigerianState;
  inOtherStates?: number;
  /** The page's address, where the All Nigeria form comes back to. */
  path: string;
  emptyText?: string;
  /** No sort (a store still being set up). */
  readOnly?: boolean;
}) {
  const href = (next: ListQuery) => listHref(pathname, next, kind, base);
  return (
    <>
      {list ? (
        <p className={styles.count}>
          {list.totalProducts.toLocaleString('en-NG')}{' '}
          {list.totalProducts === 1 ? 'product' : 'products'}
        </p>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label="Categories" className={styles.chips}>
          <a
            href={href(changeListQuery(query, { category: null }))}
            aria-current={query.category === null ? 'page' : undefined}
          >
            All categories
          </a>
          {categories.map((category) => (
            <a
              key={category.title}
              href={href(changeListQuery(query, { category: category.title }))}
              aria-current={query.category === category.title ? 'page' : undefined}
            >
              {category.title} ({category.productCount})
            </a>
          ))}
        </nav>
      ) : null}
      {readOnly ? null : (
        <nav aria-label="Sort by" className={styles.chips}>
          {sortOptions(kind).map((sort) => (
            <a
              key={sort}
              href={href(changeListQuery(query, { sort }))}
              aria-current={query.sort === sort ? 'page' : undefined}
            >
              {SORT_LABELS[sort]}
            </a>
          ))}
        </nav>
      )}
      {list && list.products.length > 0 ? (
        <LiteProductGrid products={list.products} />
      ) : (
        <LiteListMessage failed={list === null} emptyText={emptyText} />
      )}
      {list ? (
        <LitePager
          page={list.currentPage}
          totalPages={list.totalPages}
          pageHref={(page) => href({ ...query, page })}
        />
      ) : null}
      {state && inOtherStates > 0 ? (
        <form method="post" action="/api/lite/location" className={styles.hint}>
          <input type="hidden" name="back" value={path} />
          <input type="hidden" name="location" value={ALL_NIGERIA} />
          <p>
            <strong>
              {inOtherStates.toLocaleString('en-NG')} more{' '}
              {inOtherStates === 1 ? 'product' : 'products'}
            </strong>{' '}
            in other states than {state}.{' '}
            <button type="submit" className={styles.linkButton}>
              Show All Nigeria
            </button>
          </p>
        </form>
      ) : null}
    </>
  );
}
