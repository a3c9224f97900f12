import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Products for the product page's tests, found through the marketplace API (the e2e instance) by
 * what a test needs, never by a hard-coded id.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/api/customer`;

export interface ApiProduct {
  id: string;
  title: string;
  originalPrice: number;
  discountedPrice: number | null;
  quantity: number;
  numReviews: number;
  averageRating: number;
  images: string[];
  vendor: { storeName: string };
}

export interface ApiReview {
  rating: number;
  title: string;
  comment: string;
  firstName: string | null;
  createdAt: string;
  vendorReply: string | null;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The best-rated products with several reviews, in stock, with their reviews. */
async function reviewedProducts(request: APIRequestContext) {
  const { products } = await api<{ products: ApiProduct[] }>(
    request,
    '/shop/products?sort=rating&limit=40',
  );
  const candidates = products.filter((p) => p.numReviews >= 3 && p.quantity > 2);
  return Promise.all(
    candidates.map(async (product) => ({
      product,
      reviews: (await api<{ reviews: ApiReview[] }>(request, `/products/${product.id}/reviews`))
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
