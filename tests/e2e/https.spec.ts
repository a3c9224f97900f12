import type { Page } from '@playwright/test';
import {
  createAccount,
  forwardFakeIp,
  logIn,
  PASSWORD,
  SESSION_COOKIE,
  uniqueEmail,
} from './accounts-helpers';
import { cartBadge, inStockProducts, toast } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * The storefront's server given a certificate (playwright.config.ts starts one on its own port):
 * browsers get HTTPS with HTTP/2, other clients HTTP/1.1, and shopping works the same over both.
 * The certificate is self-signed, so the browser is told to accept it.
 */

test.use({ baseURL: process.env.E2E_HTTPS_URL, ignoreHTTPSErrors: true });
forwardFakeIp();

/** The protocol the browser used for the page and each file it loaded (Resource Timing). */
function protocols(page: Page) {
  return page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => ({
      name: entry.name,
      protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
    })),
  );
}

test('a product page, its scripts and its images come over HTTP/2, brotli-compressed', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request, 1);
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js'))
      encodings.set(pathname, response.headers()['content-encoding']);
  });
  const document = await page.goto(`/products/${product.id}`);
  expect(document!.url()).toMatch(/^https:/);
  expect(document!.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await page.waitForLoadState('networkidle');

  const loaded = (await protocols(page)).filter(({ name }) => name.startsWith('https://'));
  expect(loaded.filter(({ name }) => name.includes('/_next/static/')).length).toBeGreaterThan(2);
  expect(loaded.some(({ name }) => name.includes('/_next/image'))).toBe(true);
  for (const { name, protocol } of loaded) expect(protocol, name).toBe('h2');
  expect(encodings.size).toBeGreaterThan(2);
  for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
});

test('over HTTP/2 a shopper signs in and adds to the cart; the session cookie is Secure', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'https');
  await createAccount(request, info, email);
  const [product] = await inStockProducts(request, 1);

  await page.goto(`/login?redirect=${encodeURIComponent(`/products/${product.id}`)}`);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  const session = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE);
  expect(session?.secure).toBe(true);
  const navigation = (await protocols(page))[0];
  expect(navigation.protocol).toBe('h2');
});

test('a client without HTTP/2 is served over HTTP/1.1 on the same port', async ({ request }) => {
  // Playwright's request client speaks HTTP/1.1 only.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${process.env.E2E_HTTPS_URL}/sitemap.xml`);
});
