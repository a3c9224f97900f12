import { routeOf } from '@/lib/shared/page-routes';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import { inStockProducts } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * The route table (lib/shared/page-routes.ts) as a browser meets it: each public row's page load
 * answers 200 with the row's Cache-Control, each hidden row answers 404, and the router's own
 * requests (prefetches and RSC payloads) for every public page answer 200, where the home page's
 * once answered 404 and a tap on the logo became a full page load (issue 39).
 */

const CACHE_CONTROL = {
  shared: 'public, s-maxage=1, stale-while-revalidate=2, stale-if-error=300',
  // Public to the edge, which tells browsers `private` (decision 060).
  'by-location': 'public, s-maxage=1, stale-while-revalidate=2, stale-if-error=300',
  'by-cookie': 'private, no-cache',
  'not-cached': 'private, no-store',
} as const;

test('every row of the route table answers a page load as the table says', async ({ request }) => {
  const [product] = await inStockProducts(request, 1);
  const paths = [
    '/',
    '/shop',
    '/search?query=rice',
    `/products/${product.id}`,
    vendorStorePath(product.vendor.storeName),
    // A payment link (decision 061): one that names no order answers its message, kept by nobody.
    `/pay/${'x'.repeat(43)}`,
  ];
  for (const path of paths) {
    const route = routeOf(new URL(path, 'http://x').pathname);
    const response = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } });
    expect(response.status(), path).toBe(200);
    expect(route.cache, path).not.toBe('next');
    expect(response.headers()['cache-control'], path).toBe(
      CACHE_CONTROL[route.cache as keyof typeof CACHE_CONTROL],
    );
  }
  for (const path of [
    '/cached/lagos',
    '/cached/all/shop/_',
    '/lite/shop',
    `${vendorStorePath(product.vendor.storeName)}/page-load/_`,
    '/vendor-unavailable',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // Next's own header for a 404 says no-store too.
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  const signedOut = await request.get('/orders', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toBe('/login?redirect=%2Forders');
});

test("the router's own requests for public pages answer 200, and the logo is a client navigation", async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request, 1);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('_rsc=') && response.status() !== 200) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await page.getByRole('link', { name: 'Oja Market home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Each step was a client navigation: the page that set the mark never went away.
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  expect(failed).toEqual([]);
});
