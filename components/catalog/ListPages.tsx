import { ListHeader } from '@/components/catalog/ListHeader';
import listPage from '@/components/catalog/ListPage.module.scss';
import { ProductListView } from '@/components/catalog/ProductListView';
import { SearchDeadEnd } from '@/components/catalog/SearchDeadEnd';
import { popularCategories } from '@/lib/shared/catalog/category-links';
import type { Metadata } from 'next';
import {
  locationFromSegment,
  queryFromSegment,
  searchText,
} from '@/lib/shared/catalog/cached-path';
import { parseListQuery, type ListQuery } from '@/lib/shared/catalog/list-query';
import type { NigerianState } from '@/lib/contract';
import {
  getCategories,
  getShopProducts,
  orFailure,
  searchProducts,
} from '@/lib/server/marketplace/lists';

/**
 * The shop's and search page's bodies, for the per-request routes (client navigations) and their
 * cached copies (app/(store)/cached, page loads). `cached`: a failed product list throws instead of
 * showing its error text, so that a failure is never kept in the cache as the page for everyone.
 * `emptyList`: the middleware found nothing to show, so the list is asked without Next's data cache.
 */
interface ListPageProps {
  query: ListQuery;
  location: NigerianState | undefined;
  cached?: boolean;
  emptyList?: boolean;
}

function failIfCached(cached: boolean | undefined, list: unknown, what: string): void {
  if (cached && list === null) throw new Error(`${what} failed: not cached`);
}

export async function ShopPageContent({ query, location, cached, emptyList }: ListPageProps) {
  const [list, categories] = await Promise.all([
    orFailure(getShopProducts(query, location, { kept: !emptyList }), 'Shop: products'),
    orFailure(getCategories(location, query.near), 'Shop: categories'),
  ]);
  failIfCached(cached, list, 'Shop: products');

  return (
    <main className={`container ${listPage.page}`}>
      {/* A category's page is headed by the category (issue 38), the whole shop by "Shop". */}
      <ListHeader title={query.category ?? 'Shop'}>
        Fresh produce, grains and farm inputs from verified vendors across Nigeria.
      </ListHeader>
      <ProductListView
        location={{ pathname: '/shop', kind: 'shop' }}
        query={query}
        list={list}
        categories={categories ?? []}
        emptyText={query.near && location ? `No products in ${location} yet` : 'No products found'}
        shopperState={location}
      />
    </main>
  );
}

export async function SearchPageContent({
  text,
  query,
  location,
  cached,
  emptyList,
}: ListPageProps & { text: string }) {
  const [list, categories] = await Promise.all([
    orFailure(searchProducts(text, query, location, { kept: !emptyList }), 'Search: products'),
    orFailure(getCategories(location, query.near), 'Search: categories'),
  ]);
  failIfCached(cached, list, 'Search: products');

  return (
    <main className={`container ${listPage.page}`}>
      <ListHeader title={text ? `Search Results for "${text}"` : 'All products'} />
      <ProductListView
        location={{ pathname: '/search', kind: 'search', base: text ? { query: text } : {} }}
        query={query}
        list={list}
        categories={categories ?? []}
        emptyText={
          query.near && location
            ? `No products in ${location} match your search.`
            : 'No products found for your search.'
        }
        shopperState={location}
        emptyMore={
          list && (
            <SearchDeadEnd
              suggestion={list.suggestion}
              categories={popularCategories(categories ?? [])}
            />
          )
        }
      />
    </main>
  );
}

/** The params of the cached list routes (app/(store)/cached/[location]/{shop,search}/[query]). */
export type CachedListParams = Promise<{ location: string; query: string }>;

/**
 * A cached shop or search route's page: the location and the list's query come as path segments
 * (lib/shared/catalog/cached-path.ts), the middleware's rewrite of `/shop` or `/search`.
 */
export async function CachedListPage({
  kind,
  params,
}: {
  kind: 'shop' | 'search';
  params: CachedListParams;
}) {
  const { location: segment, query: querySegment } = await params;
  const search = queryFromSegment(querySegment);
  const location = locationFromSegment(segment);
  const query = parseListQuery(search, kind);
  return kind === 'shop' ? (
    <ShopPageContent query={query} location={location} cached />
  ) : (
    <SearchPageContent text={searchText(search)} query={query} location={location} cached />
  );
}

/** The public route's metadata for a cached route's query: the same page to a search engine. */
export async function cachedListMetadata(
  params: CachedListParams,
  publicMetadata: (props: { searchParams: Promise<Record<string, string>> }) => Promise<Metadata>,
): Promise<Metadata> {
  const query = queryFromSegment((await params).query);
  return publicMetadata({ searchParams: Promise.resolve(Object.fromEntries(query)) });
}
