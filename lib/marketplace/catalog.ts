import 'server-only';
import { productsResponse, type NigerianState, type Product as ApiProduct } from '@/lib/contract';
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
