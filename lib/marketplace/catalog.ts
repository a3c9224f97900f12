import '@/lib/server-only';
import {
  productsResponse,
  searchResponse,
  warehouseStatesResponse,
  type NigerianState,
  type Product as ApiProduct,
  type SearchResponse,
} from '@/lib/contract';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';
import { toProduct, type Product } from './mappers';

/** Newest products, optionally only those stocked for the shopper's location. */
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

/** The products and stores that match a search text, for the header's suggestions. */
export function searchCatalog(query: string, location?: NigerianState): Promise<SearchResponse> {
  return marketplaceFetch('/api/customer/search', {
    query: { query, location },
    schema: searchResponse,
    cache: CACHE.catalog,
  });
}

/** The states the marketplace has warehouses in, for the first visit's automatic location. */
export async function getWarehouseStates(): Promise<string[]> {
  const { states } = await marketplaceFetch('/api/customer/warehouse/states', {
    schema: warehouseStatesResponse,
    cache: CACHE.reference,
  });
  return states;
}
