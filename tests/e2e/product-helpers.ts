import type { APIRequestContext } from '@playwright/test';
import { apiGet, type ApiProduct as ShopProduct } from './commerce-helpers';
import { expect } from './fixtures';

/**
 * Products for the product page's tests, found through the marketplace API (the e2e instance) by
 * what a test needs, never by a hard-coded id.
 */

export interface ApiProduct extends ShopProduct {
  numReviews: number;
  averageRating: number;
  images: string[];
}

export interface ApiReview {
  rating: number;
  title: string;
  comment: string;
  firstName: string | null;
  createdAt: string;
  vendorReply: string | null;
}

/** The best-rated products with several reviews, in stock, with their reviews. */
async function reviewedProducts(request: APIRequestContext) {
  const { products } = await apiGet<{ products: ApiProduct[] }>(
    request,
    '/shop/products?sort=rating&limit=40',
  );
  const candidates = products.filter((p) => p.numReviews >= 3 && p.quantity > 2);
  return Promise.all(
    candidates.map(async (product) => ({
      product,
      reviews: (await apiGet<{ reviews: ApiReview[] }>(request, `/products/${product.id}/reviews`))
        .reviews,
    })),
  );
}

/** A product with an anonymous review and a vendor reply, the fullest page of the catalog. */
export async function fullProduct(request: APIRequestContext) {
  const all = await reviewedProducts(request);
  const found = all.find(
    ({ reviews }) =>
      reviews.some((review) => review.firstName === null) &&
      reviews.some((review) => review.vendorReply),
  );
  expect(found, 'a seeded product with an anonymous review and a vendor reply').toBeDefined();
  return found!;
}
