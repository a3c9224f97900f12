import '@/lib/server/server-only';
import {
  CATALOG_PAGE_SIZE,
  categoriesResponse,
  productListResponse,
  searchPageResponse,
  storeResponse,
  type NigerianState,
  type ProductListResponse,
} from '@/lib/contract';
import { toApiFilters, type ListQuery } from '@/lib/shared/catalog/list-query';
import { CACHE, CACHE_TAGS, withTags, type CachePolicy } from './cache';
import { marketplaceFetch, type QueryValue } from './client';
import { isMarketplaceError } from './errors';
import {
  toCategoryCount,
  toProduct,
  toStore,
  type CategoryCount,
  type Product,
  type Store,
} from '@/lib/shared/catalog/mappers';

/** One page of a product list and where it sits in the whole. */
export interface ProductList {
  products: Product[];
  totalProducts: number;
  totalPages: number;
  currentPage: number;
}

/** The list calls' shared parameters: page, page size, sort, Near me and the `filters` JSON. */
function listParams(query: ListQuery): Record<string, QueryValue> {
  const filters = toApiFilters(query);
  return {
    near: query.near ? 1 : undefined,
    page: query.page,
    limit: CATALOG_PAGE_SIZE,
    sort: query.sort,
    filters: filters ? JSON.stringify(filters) : undefined,
  };
}

function toProductList(answer: ProductListResponse): ProductList {
  return {
    products: answer.products.map(toProduct),
    totalProducts: answer.totalProducts,
    totalPages: answer.totalPages,
    currentPage: answer.currentPage,
  };
}

async function fetchList(
  path: string,
  query: Record<string, QueryValue>,
  cache: CachePolicy = CACHE.catalog,
): Promise<ProductList> {
  return toProductList(await marketplaceFetch(path, { query, schema: productListResponse, cache }));
}

/**
 * `kept: false` for a list known to be empty (lib/server/catalog/list-check.ts): asked without Next's data
 * cache, so that junk texts and categories leave nothing in the shared cache.
 */
export interface ListOptions {
  kept?: boolean;
}

function fetchLocatedList(
  path: string,
  query: Record<string, QueryValue>,
  { kept = true }: ListOptions,
): Promise<ProductList> {
  return fetchList(path, query, kept ? CACHE.catalog : CACHE.none);
}

/**
 * The shop: every product, the nearest to the shopper's location first; with Near me, only those
 * held in the shopper's state (decision 054).
 */
export function getShopProducts(
  query: ListQuery,
  location?: NigerianState,
  options: ListOptions = {},
): Promise<ProductList> {
  return fetchLocatedList(
    '/api/customer/shop/products',
    { location, ...listParams(query) },
    options,
  );
}

/** The search page's list, and what the shopper may have meant when its words found nothing. */
export interface SearchList extends ProductList {
  /** The nearest product name (decision 057), or null. */
  suggestion: string | null;
}

/** The search page's results, ordered as the shop's; an empty text lists every product. */
export async function searchProducts(
  text: string,
  query: ListQuery,
  location?: NigerianState,
  { kept = true }: ListOptions = {},
): Promise<SearchList> {
  const answer = await marketplaceFetch('/api/customer/products/search-page', {
    query: { query: text.trim() || undefined, location, ...listParams(query) },
    schema: searchPageResponse,
    cache: kept ? CACHE.catalog : CACHE.none,
  });
  return { ...toProductList(answer), suggestion: answer.suggestion };
}

/**
 * How many products a shop list (no text) or search list holds in all, for the middleware's check
 * of whether a list page is worth caching (lib/server/catalog/list-check.ts): one product a page, and
 * never cached in Next's data cache, so that a junk URL leaves nothing in the shared cache.
 */
export async function countListProducts(
  text: string | null,
  query: ListQuery,
  location: NigerianState | undefined,
  timeoutMs: number,
): Promise<number> {
  const search = text !== null;
  const answer = await marketplaceFetch(
    search ? '/api/customer/products/search-page' : '/api/customer/shop/products',
    {
      query: {
        query: search ? text.trim() || undefined : undefined,
        location,
        ...listParams({ ...query, page: 1 }),
        limit: 1,
      },
      schema: productListResponse,
      cache: CACHE.none,
      timeoutMs,
    },
  );
  return answer.totalProducts;
}

/** A store's whole catalog, wherever the shopper is. */
export function getStoreProducts(storeName: string, query: ListQuery): Promise<ProductList> {
  return fetchList(
    '/api/customer/products',
    { storeName, ...listParams(query) },
    withTags(CACHE.catalog, CACHE_TAGS.store(storeName)),
  );
}

/**
 * A Live store by name, or null when the store is unknown or hidden (the API's 404) or the name
 * cannot be one (its 400, e.g. blank or too long). The middleware's check passes a short timeoutMs.
 */
export async function getStore(
  storeName: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<Store | null> {
  try {
    const { store } = await marketplaceFetch('/api/customer/details', {
      query: { storeName },
      schema: storeResponse,
      cache: withTags(CACHE.stores, CACHE_TAGS.store(storeName)),
      timeoutMs,
    });
    return toStore(store);
  } catch (error) {
    if (isMarketplaceError(error) && (error.isNotFound || error.status === 400)) return null;
    throw error;
  }
}

/**
 * Every category with its count of products as the list shows them (decision 054): with Near me,
 * those held in the shopper's state; otherwise every state's. Cached as the lists are.
 */
export async function getCategories(
  location?: NigerianState,
  near = false,
): Promise<CategoryCount[]> {
  const { categories } = await marketplaceFetch('/api/customer/categories', {
    query: { location, near: near && location ? 1 : undefined },
    schema: categoriesResponse,
    cache: withTags(CACHE.catalog, CACHE_TAGS.categories),
  });
  return categories.map(toCategoryCount);
}

/**
 * The answer, or null when the marketplace failed: a list page shows its error text instead of
 * crashing, and the server log gets one line rather than a stack.
 */
export async function orFailure<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isMarketplaceError(error)) {
      console.error(`${what} failed (${error.status}): ${error.message}`);
    } else {
      console.error(`${what} failed`, error);
    }
    return null;
  }
}
