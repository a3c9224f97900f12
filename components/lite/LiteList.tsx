import type { ReactNode } from 'react';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';
import {
  changeListQuery,
  listHref,
  SORT_LABELS,
  sortOptions,
  type ListKind,
  type ListQuery,
} from '@/lib/shared/catalog/list-query';
import type { NigerianState } from '@/lib/contract/states';
import type { ProductList } from '@/lib/server/marketplace/lists';
import { LiteListMessage, LitePager, LiteProductGrid } from './LiteCatalog';
import styles from './Lite.module.scss';

/**
 * A product list on a Lite page (shop, search results, a store): Near me, categories and sort as
 * links, the grid and the pager. Every link keeps the list's other choices
 * (lib/shared/catalog/list-query.ts), as the full pages' do.
 */
export function LiteList({
  kind,
  pathname,
  base = {},
  query,
  list,
  categories = [],
  state,
  emptyText,
  emptyMore,
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
  /** The shopper's state: the list offers Near me (decision 054) when there is one. */
  state?: NigerianState;
  emptyText?: string;
  /** Shown under the empty text (the search page's LiteSearchDeadEnd). */
  emptyMore?: ReactNode;
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
      {state && kind !== 'store' ? (
        <nav aria-label="Delivery" className={styles.chips}>
          <a
            href={href(changeListQuery(query, { near: !query.near }))}
            role="checkbox"
            aria-checked={query.near}
            rel="nofollow"
          >
            <span aria-hidden="true">{query.near ? '☑' : '☐'}</span> Near me · only {state}
          </a>
        </nav>
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
        <>
          <LiteListMessage failed={list === null} emptyText={emptyText} />
          {list ? emptyMore : null}
        </>
      )}
      {list ? (
        <LitePager
          page={list.currentPage}
          totalPages={list.totalPages}
          pageHref={(page) => href({ ...query, page })}
        />
      ) : null}
    </>
  );
}
