import '@/lib/server/server-only';
import {
  popularSearchesResponse,
  productsResponse,
  searchResponse,
  warehouseStatesResponse,
  type NigerianState,
  type Product as ApiProduct,
  type SearchResponse,
} from '@/lib/contract';
import { createCachedLookup } from '@/lib/server/not-found/cached-lookup';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { toProduct, type Product } from '@/lib/shared/catalog/mappers';

/** Newest products of every state, the nearest to the shopper's location first (decision 054). */
export async function getLatestProducts(
  location?: NigerianState,
  limit?: number,
): Promise<Product[]> {
  const { products } = await marketplaceFetch('/api/customer/products/latest', {
    query: { location, limit },
    schema: productsResponse,
    cache: CACHE.catalog,
  });
  return products.map((product: ApiProduct) => toProduct(product));
}

/**
 * The header's suggestions, per replica: every keystroke of every shopper is a new text, so they
 * are kept in this process's bounded memory for a minute rather than in the shared cache, which
 * random texts would otherwise fill (decision 052). A catalog change asks again at once.
 */
const suggestionAnswers = createCachedLookup<SearchResponse>({ ttlMs: 60_000, maxEntries: 2_000 });

/** The products and stores that match a search text, for the header's suggestions. */
export function searchCatalog(query: string, location?: NigerianState): Promise<SearchResponse> {
  return suggestionAnswers(`${location ?? ''}|${query}`, () =>
    marketplaceFetch('/api/customer/search', {
      query: { query, location },
      schema: searchResponse,
      cache: CACHE.none,
    }),
  );
}

/** After a catalog change (the revalidate call's `products` tag). */
export function expireSearchSuggestions(): void {
  suggestionAnswers.expire('all');
}

/**
 * What the search box offers before the shopper types (decision 057): the same for everyone and
 * checked against the catalog by the API, so cached as the lists are.
 */
export async function getPopularSearches(): Promise<string[]> {
  const { searches } = await marketplaceFetch('/api/customer/search/popular', {
    schema: popularSearchesResponse,
    cache: CACHE.catalog,
  });
  return searches;
}

/** The states the marketplace has warehouses in, for the first visit's automatic location. */
export async function getWarehouseStates(): Promise<string[]> {
  const { states } = await marketplaceFetch('/api/customer/warehouse/states', {
    schema: warehouseStatesResponse,
    cache: CACHE.reference,
  });
  return states;
}
