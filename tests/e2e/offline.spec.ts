import type { Page } from '@playwright/test';
import { OFFLINE_NOTE } from '@/lib/browser/offline';
import { CACHE_NAMES } from '@/lib/shared/pwa-routes';
import { inStockProducts, signedInShopper, toast } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 27, "Installable, and readable offline" (decision 044), against the production build's
 * service worker in real Chromium, offline through Playwright's context.setOffline.
 */

/** Whether the worker controls the page and has saved `path` for reading (polled, never slept on). */
async function savedForReading(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async ({ cacheName, path }) => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open(cacheName);
      return Boolean(await cache.match(path, { ignoreVary: true }));
    },
    { cacheName: CACHE_NAMES.pages, path },
  );
}

const banner = (page: Page) => page.getByText('You are offline. Some features may not work.');

test('the manifest names the shop, its theme colour and icons that load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Oja Market', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toBe('#1f7a3a');
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe(icon.type);
  }
  const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('offline: a visited product page is read from its saved copy, an unvisited one gets the offline page, and ADD TO CART sends nothing', async ({
  page,
  context,
  request,
}, info) => {
  const [visited, unvisited] = await inStockProducts(
    request,
    2,
    info.project.name === 'mobile' ? 0 : 2,
  );
  await signedInShopper(page, request, info);
  const visitedPath = `/products/${visited.id}`;

  await page.goto(visitedPath);
  await expect(page.getByRole('heading', { level: 1, name: visited.title })).toBeVisible();
  await expect.poll(() => savedForReading(page, visitedPath), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(visitedPath);
  await expect(page.getByRole('heading', { level: 1, name: visited.title })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // The BFF is never answered by the worker: the press fails at once and says so.
  await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
  await expect(toast(page, OFFLINE_NOTE)).toBeVisible();

  await page.goto(`/products/${unvisited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const saved = page.locator('#saved-pages');
  await expect(saved.getByRole('link', { name: visited.title })).toHaveAttribute(
    'href',
    visitedPath,
  );
  await expect(saved.getByRole('link')).toHaveCount(1);
  await expect(saved.locator(`a[href="/products/${unvisited.id}"]`)).toHaveCount(0);

  // The cart is never read from a saved copy either: the offline page answers for it.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // Back online, nothing was queued: the cart is still empty.
  await context.setOffline(false);
  const cart = await page.request.get('/api/customer/cart');
  expect(cart.status()).toBe(200);
  expect((await cart.json()).cartItems).toEqual([]);
});

test('offline: visited shop and search pages are read from their saved copies, each with its own query', async ({
  page,
  context,
}) => {
  // A client-side navigation (a category link, a search) reaches the list as well as a page load.
  await page.goto('/shop');
  const shopTitle = page.getByTestId('product-card').first().getByRole('heading');
  await expect(shopTitle).toBeVisible();
  const firstShopTitle = await shopTitle.textContent();
  await expect.poll(() => savedForReading(page, '/shop'), { timeout: 20_000 }).toBe(true);

  await page.goto('/search?query=rice');
  await expect(page.getByTestId('product-card').first()).toContainText(/rice/i);
  await expect
    .poll(() => savedForReading(page, '/search?query=rice'), { timeout: 20_000 })
    .toBe(true);
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Page 2' }).first().click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  const secondPageTitle = await shopTitle.textContent();
  await expect.poll(() => savedForReading(page, '/shop?page=2'), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/shop');
  await expect(banner(page)).toBeVisible();
  await expect(shopTitle).toHaveText(firstShopTitle!);
  await page.goto('/shop?page=2');
  await expect(shopTitle).toHaveText(secondPageTitle!);
  await page.goto('/search?query=rice');
  await expect(page.getByTestId('product-card').first()).toContainText(/rice/i);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  // A search never made is not answered with another one's copy.
  await page.goto('/search?query=beans');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('#saved-pages').getByRole('link')).not.toHaveCount(0);
  await context.setOffline(false);
});
