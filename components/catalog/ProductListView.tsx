import type { ReactNode } from 'react';
import { buildFilterModel, type ListLocation } from '@/lib/shared/catalog/filter-model';
import type { ListQuery } from '@/lib/shared/catalog/list-query';
import { filterCategories } from '@/lib/shared/catalog/categories';
import type { CategoryCount } from '@/lib/shared/catalog/mappers';
import type { ProductList } from '@/lib/server/marketplace/lists';
import { CatalogMessage } from './CatalogMessage';
import { FilterSidebar } from './FilterSidebar';
import { ListNavigationProvider } from './ListNavigation';
import { ListResults } from './ListResults';
import { MobileFilters } from './MobileFilters';
import { Pager } from './Pager';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import styles from './ProductListView.module.scss';

function countText(list: ProductList | null): string {
  if (!list) return 'Products';
  return `${list.totalProducts.toLocaleString('en-NG')} ${list.totalProducts === 1 ? 'product' : 'products'}`;
}

/**
 * A filterable product list as the shop, search and store pages show it: filters beside the grid
 * on large screens and in sheets on small ones, the sort, the grid (or its empty or error text)
 * and the pager. `readOnly` leaves out filters and sort (a store still being set up).
 */
export function ProductListView({
  location,
  query,
  list,
  categories,
  emptyText,
  readOnly = false,
  eagerCards,
  shopperState,
  emptyMore,
}: {
  location: ListLocation;
  query: ListQuery;
  /** null when the list could not be loaded. */
  list: ProductList | null;
  /** The filter offers those with products (and the chosen one). */
  categories: CategoryCount[];
  emptyText: string;
  readOnly?: boolean;
  /** How many card images load at once (see ProductGrid). */
  eagerCards?: number;
  /** The shopper's state: the list offers Near me (decision 054) when there is one. */
  shopperState?: string;
  /** Shown under the empty text: where to go instead (the search page's SearchDeadEnd). */
  emptyMore?: ReactNode;
}) {
  const model = buildFilterModel(
    query,
    filterCategories(categories, query.category ?? undefined).map((category) => category.title),
    location,
    shopperState,
  );
  const layout = readOnly ? 'full' : 'beside-filters';

  return (
    <ListNavigationProvider>
      <div className={readOnly ? styles.single : styles.withFilters}>
        {!readOnly && <FilterSidebar model={model} />}
        <section aria-labelledby="results-heading" className={styles.results}>
          <div className={styles.toolbar}>
            <h2 id="results-heading" className={styles.count}>
              {countText(list)}
            </h2>
            {!readOnly && (
              <div className={styles.sort}>
                <SortSelect
                  key={model.sort.value}
                  options={model.sorts}
                  value={model.sort.value}
                  active={model.active.sort}
                  action={model.action}
                  keep={model.sort.keep}
                />
              </div>
            )}
          </div>
          {!readOnly && <MobileFilters model={model} />}
          <ListResults layout={layout}>
            {list === null ? (
              <CatalogMessage tone="error">Failed to load products</CatalogMessage>
            ) : list.products.length === 0 ? (
              <>
                <CatalogMessage>{emptyText}</CatalogMessage>
                {emptyMore}
              </>
            ) : (
              <ProductGrid products={list.products} layout={layout} eagerCards={eagerCards} />
            )}
          </ListResults>
          {list && <Pager query={query} totalPages={list.totalPages} location={location} />}
        </section>
      </div>
    </ListNavigationProvider>
  );
}
