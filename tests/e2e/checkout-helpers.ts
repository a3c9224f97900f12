import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API, createAccount, logIn, PASSWORD, uniqueEmail } from './accounts-helpers';
import type { ApiProduct as CommerceProduct } from './commerce-helpers';
import { toast } from './commerce-helpers';
import { expect } from './fixtures';

/**
 * Steps the checkout end-to-end tests share, beside the cart's (commerce-helpers.ts): a shopper
 * signed in through the login screen, products of different vendors, shipping and paying.
 */

export const SUCCESS_CARD = '5531886652142950';
export const INSUFFICIENT_FUNDS_CARD = '5258585922666506';

export interface ApiProduct extends CommerceProduct {
  warehouseState: string;
}

/** A new verified shopper, signed in through the login screen. */
export async function loggedInShopper(page: Page, request: APIRequestContext, info: TestInfo) {
  const email = uniqueEmail(info, 'checkout');
  await createAccount(request, info, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  return email;
}

/**
 * In-stock Lagos products of `count` different vendors, found through the API by what the test
 * needs. `offset` lets parallel tests pick different products, so their stock never runs out.
 */
export async function productsOfVendors(
  request: APIRequestContext,
  count: number,
  offset = 0,
): Promise<ApiProduct[]> {
  const response = await request.get(`${API}/api/customer/shop/products`, {
    params: { location: 'Lagos', limit: 48, sort: 'latest' },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const chosen: ApiProduct[] = [];
  for (const product of products.filter((p) => p.quantity >= 10).slice(offset)) {
    if (chosen.some((c) => c.vendor.storeName === product.vendor.storeName)) continue;
    chosen.push(product);
    if (chosen.length === count) break;
  }
  expect(chosen, `${count} in-stock Lagos products of different vendors`).toHaveLength(count);
  return chosen;
}

/** Adds a product from its own page, as a shopper does. */
export async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
}

/** The delivery areas of a state, as the API lists them. */
export async function deliveryAreas(request: APIRequestContext, state: string) {
  const response = await request.get(`${API}/api/customer/delivery-areas`, { params: { state } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { areas: { area: string; price: number }[] }).areas;
}

/**
 * In-stock Lagos products well under the pay-on-delivery cap, from an offset of their own so that
 * parallel specs and projects never share stock.
 */
export async function cheapLagosProducts(
  request: APIRequestContext,
  count: number,
  offset: number,
): Promise<ApiProduct[]> {
  const response = await request.get(`${API}/api/customer/shop/products`, {
    params: { location: 'Lagos', limit: 48, sort: 'latest' },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const cheap = products.filter(
    (p) => p.quantity >= 10 && (p.discountedPrice ?? p.originalPrice) < 30_000,
  );
  expect(cheap.length).toBeGreaterThanOrEqual(offset + count);
  return cheap.slice(offset, offset + count);
}

/** In-stock Kano products; `offset` keeps parallel tests on different ones. */
export async function kanoProduct(request: APIRequestContext, offset: number): Promise<ApiProduct> {
  const response = await request.get(`${API}/api/customer/shop/products`, {
    params: { location: 'Kano', limit: 48, sort: 'latest' },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  const found = products.filter((p) => p.warehouseState === 'Kano' && p.quantity >= 10)[offset];
  expect(found, 'an in-stock Kano product').toBeDefined();
  return found;
}

/**
 * A route's part of a shipment's fee in kobo (the product page's quote less the cheapest area of
 * `to`), with the quote itself.
 */
export async function routeKobo(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(`${API}/api/customer/delivery-quote`, {
    params: { from, to },
  });
  const quote = (await response.json()) as {
    delivers: boolean;
    fee: number;
    window: { minDays: number; maxDays: number };
  };
  expect(quote.delivers, `${from} delivers to ${to}`).toBe(true);
  const cheapest = Math.min(...(await deliveryAreas(request, to)).map((a) => a.price));
  return { kobo: Math.round((quote.fee - cheapest) * 100), quote };
}

/**
 * Creates an order of the signed-in shopper's cart through the BFF, delivered in `state` to its
 * first area, without the shipping screen; answers the order id.
 */
export async function placeOrderThroughBff(page: Page, request: APIRequestContext, state: string) {
  const [area] = await deliveryAreas(request, state);
  const created = await page.request.post('/api/customer/orders', {
    data: {
      state,
      area: area.area,
      address: '12 Allen Avenue',
      postcode: '100001',
      phoneNumber: '08035550101',
      shipping: area.price,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { orderId: string } }).order.orderId;
}

/** Fills the shipping step and creates the order; answers the order id from the review URL. */
export async function shipTo(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
  const area = page.getByLabel('Area');
  const firstArea = await area.locator('option:not([value=""])').first().getAttribute('value');
  await area.selectOption(firstArea!);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('Postcode').fill('100001');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL(/\/checkout\/review\/[A-Za-z0-9_-]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** PLACE ORDER on the review page, then the sandbox's hosted page with a test card. */
export async function payWithCard(page: Page, card: string) {
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByLabel('Card number').waitFor();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout\/confirmation\//);
}
