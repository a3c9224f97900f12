import '@/lib/server/server-only';
import { cache } from 'react';
import { productResponse, productsResponse, reviewsResponse } from '@/lib/contract';
import { CACHE, CACHE_TAGS, withTags } from './cache';
import { marketplaceFetch } from './client';
import { MarketplaceError } from './errors';
import { sanitizeVendorHtml } from '@/lib/server/sanitize';
import {
  toProduct,
  toReview,
  type Product,
  type ProductReview,
} from '@/lib/shared/catalog/mappers';

export type { ProductReview } from '@/lib/shared/catalog/mappers';

/** Product ids are positive whole numbers; anything else cannot name a product. */
const PRODUCT_ID = /^[1-9][0-9]{0,9}$/;

export function isProductId(id: string): boolean {
  return PRODUCT_ID.test(id);
}

function productCache(id: string) {
  // One tag per product, so that a new review or price can refresh that product's page alone.
  return CACHE.product(id);
}

function checkedId(id: string): string {
  if (!isProductId(id)) throw new MarketplaceError(404, 'Product not found');
  return id;
}

async function fetchProduct(id: string, timeoutMs?: number): Promise<Product> {
  try {
    const { product } = await marketplaceFetch(`/api/customer/products/${checkedId(id)}`, {
      schema: productResponse,
      cache: productCache(id),
      timeoutMs,
    });
    return toProduct(product);
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 400) {
      throw new MarketplaceError(404, error.message, { cause: error });
    }
    throw error;
  }
}

/**
 * One product of a Live store. A missing product, a hidden store's product or an id that is not a
 * product id are all a MarketplaceError with status 404 (the API answers 400 for a malformed id).
 * Wrapped in React's cache so that generateMetadata and the page share one call per render.
 */
export const getProduct = cache((id: string): Promise<Product> => fetchProduct(id));

/** The same lookup for the middleware's check of a page request, which waits timeoutMs at most. */
export function checkProduct(id: string, timeoutMs: number): Promise<Product> {
  return fetchProduct(id, timeoutMs);
}

/**
 * A product's reviews, newest first, cached with the product under its tag. Vendor replies are
 * sanitised again here, as descriptions are: the API already did on write, and the page's HTML
 * should not depend on it.
 */
export const getProductReviews = cache(async (id: string): Promise<ProductReview[]> => {
  const { reviews } = await marketplaceFetch(`/api/customer/products/${checkedId(id)}/reviews`, {
    schema: reviewsResponse,
    cache: productCache(id),
  });
  return reviews.map(toReview).map((review) => ({
    ...review,
    vendorReply: review.vendorReply && (sanitizeVendorHtml(review.vendorReply) || null),
  }));
});

/**
 * What a sold-out product's page offers instead (issue 38 part 5): in-stock products of its
 * category, nearest to the product's own warehouse state (the page is the same for every shopper,
 * so no location is sent; decision 056). Cached as a list, under `products`, since any product's
 * stock can change it, and under the product's tag, as the rest of its page is.
 */
export const getSimilarProducts = cache(async (id: string): Promise<Product[]> => {
  const { products } = await marketplaceFetch(`/api/customer/products/${checkedId(id)}/similar`, {
    schema: productsResponse,
    cache: withTags(CACHE.catalog, CACHE_TAGS.product(id)),
  });
  return products.map(toProduct);
});
