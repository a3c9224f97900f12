import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API, createAccount, PASSWORD, uniqueEmail } from './accounts-helpers';
import { expect } from './fixtures';

/**
 * Shared steps of the cart, saved-items and reviews tests: products found through the e2e API by
 * what a test needs (never a hard-coded id), a signed-in shopper, and cart or saved-items set-up
 * through the storefront's own BFF so that it is quick and goes the browser's way.
 */

export interface ApiProduct {
  id: string;
  title: string;
  originalPrice: number;
  discountedPrice: number | null;
  quantity: number;
  vendor: { storeName: string; vendorId: string };
}

export const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
});

/** The price a shopper pays, in kobo (an integer, so the tests' own sums are exact). */
export const priceKobo = (product: ApiProduct) =>
  Math.round((product.discountedPrice ?? product.originalPrice) * 100);
export const formatKobo = (kobo: number) => naira.format(kobo / 100);

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}/api/customer${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Products of the Lagos shop list (the tests' location), newest first, 16 a page. */
export async function shopProducts(request: APIRequestContext, page = 1): Promise<ApiProduct[]> {
  const { products } = await apiGet<{ products: ApiProduct[] }>(
    request,
    `/shop/products?location=Lagos&page=${page}`,
  );
  return products;
}

/** `count` different in-stock products (at least 5 units each), from anywhere in the catalog. */
export async function inStockProducts(request: APIRequestContext, count: number, skip = 0) {
  const { products } = await apiGet<{ products: ApiProduct[] }>(
    request,
    '/shop/products?limit=100&sort=price',
  );
  const found = products.filter((product) => product.quantity >= 5).slice(skip, skip + count);
  expect(found.length, `${count} in-stock products`).toBe(count);
  return found;
}

/** A seeded product with no stock left (the seed makes about one in twenty). */
export async function outOfStockProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const { products } = await apiGet<{ products: ApiProduct[] }>(
      request,
      `/shop/products?limit=100&page=${page}`,
    );
    const found = products.find((product) => product.quantity === 0);
    if (found) return found;
  }
  throw new Error('The seed has no product out of stock');
}

export async function taxPercent(request: APIRequestContext): Promise<number> {
  return (await apiGet<{ taxPercent: number }>(request, '/tax')).taxPercent;
}

/** A new verified account, signed in in this page's browser context. */
export async function signedInShopper(page: Page, request: APIRequestContext, info: TestInfo) {
  const email = uniqueEmail(info, 'cart');
  await createAccount(request, info, email);
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return email;
}

/** Changes the signed-in shopper's cart or saved items through the BFF, as the browser would. */
export async function bff(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<void> {
  const response = await page.request.fetch(`/api/customer/${path}`, { method, data });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
}

export const addToCart = (page: Page, product: ApiProduct, qty = 1) =>
  bff(page, 'POST', 'cart/add', { productId: product.id, qty });

export const saveProduct = (page: Page, product: ApiProduct) =>
  bff(page, 'POST', 'saved-items/add', { productId: product.id });

/** The header's cart badge (a number, or hidden for an empty cart). */
export const cartBadge = (page: Page) => page.getByTestId('cart-badge');

/** A toast's text, wherever sonner puts it. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits until the page has hydrated and the header knows who is shopping. */
export async function waitForSession(page: Page) {
  await page.waitForResponse((response) => response.url().endsWith('/api/session'));
}
