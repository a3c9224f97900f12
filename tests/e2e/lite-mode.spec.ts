import { COOKIES } from '@/lib/shared/cookies';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { inStockProducts, shopProducts, signedInShopper, waitForSession } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Lite mode (issue 27, "Data saver"; decision 047): with `Save-Data: on` or the footer's switch,
 * the catalog pages come as Pages Router pages without scripts, with fewer, narrower, quality-40
 * images; their forms (search, location, ADD TO CART, the switch) work without scripts.
 */

/** The widths and qualities that a page's optimised images ask for. */
function imageRequests(html: string) {
  return [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((match) => {
    // In the <img> tags `&amp;`; in a full page's RSC payload `\u0026` and a closing `\"`.
    const url = match[0]
      .replace(/&amp;/g, '&')
      .replace(/\\u0026/g, '&')
      .replace(/\\+$/, '');
    const params = new URL(url, 'http://x').searchParams;
    return { width: Number(params.get('w')), quality: Number(params.get('q')) };
  });
}

const SAVE_DATA = { 'save-data': 'on' };

test.describe('Lite pages', () => {
  // The HTML is the same for both viewports: once is enough.
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every viewport');

  test('Save-Data: on gives every catalog page without scripts, with quality-40 images, kept privately', async ({
    request,
  }) => {
    const [product] = await shopProducts(request);
    const store = `/vendors/${encodeURIComponent(product!.vendor.storeName)}`;
    for (const path of ['/', '/shop', '/search?query=rice', `/products/${product!.id}`, store]) {
      const [full, lite] = await Promise.all([
        request.get(path),
        request.get(path, { headers: SAVE_DATA }),
      ]);
      expect(full.status(), path).toBe(200);
      expect(lite.status(), path).toBe(200);
      const fullHtml = await full.text();
      const liteHtml = await lite.text();
      expect(fullHtml, path).toContain('<script');
      expect(liteHtml, path).not.toContain('<script');
      expect(liteHtml, path).toContain('Turn Lite mode off');
      expect(lite.headers()['cache-control'], path).toBe('private, no-cache');
      const images = imageRequests(liteHtml);
      expect(images.length, path).toBeGreaterThan(0);
      expect(
        images.every((image) => image.quality === 40),
        path,
      ).toBe(true);
      expect(Math.max(...images.map((image) => image.width)), path).toBeLessThanOrEqual(640);
      expect(
        imageRequests(fullHtml).every((image) => image.quality === 75),
        path,
      ).toBe(true);
    }
  });

  test('the Lite cookie wins over Save-Data either way', async ({ request }) => {
    const off = await request.get('/', {
      headers: { ...SAVE_DATA, cookie: `${COOKIES.location.name}=Lagos; ${COOKIES.lite.name}=0` },
    });
    expect(await off.text()).toContain('<script');
    const on = await request.get('/shop', {
      headers: { cookie: `${COOKIES.location.name}=Lagos; ${COOKIES.lite.name}=1` },
    });
    expect(await on.text()).not.toContain('<script');
  });

  test("Lite copies' own paths are 404s, and a missing product is a 404 in Lite too", async ({
    request,
  }) => {
    const [product] = await shopProducts(request);
    for (const path of ['/lite', '/lite/shop', `/lite/products/${product!.id}`]) {
      expect((await request.get(path)).status(), path).toBe(404);
      expect((await request.get(path, { headers: SAVE_DATA })).status(), path).toBe(404);
    }
    expect((await request.get('/products/999999999', { headers: SAVE_DATA })).status()).toBe(404);
  });

  test('pages that need scripts stay full in Lite mode', async ({ request }) => {
    const cart = await request.get('/cart', { headers: SAVE_DATA });
    expect(await cart.text()).toContain('<script');
  });
});

test.describe('Lite pages without scripts in the browser', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: COOKIES.lite.name, value: '1', url: baseURL! }]);
  });

  test('ADD TO CART, the location, search and the switch work as plain forms', async ({
    page,
    request,
  }) => {
    const [product] = await inStockProducts(request, 1, 3);
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('status')).toHaveText(CART_MESSAGES.added);
    const guestCart = await (await page.request.get('/api/guest-cart')).json();
    expect(guestCart.cartItems).toEqual([
      expect.objectContaining({ productId: product!.id, qty: 2 }),
    ]);

    // More than there is: the stock message, and the cart unchanged.
    await page.getByLabel('Quantity').fill(String(product!.quantity));
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('status')).toContainText(/left|stock/i);
    const after = await (await page.request.get('/api/guest-cart')).json();
    expect(after.cartItems[0].qty).toBe(2);
    // The notice is shown once.
    await page.reload();
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.getByLabel(/Change:/).selectOption('Kano');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Showing products for Kano.');
    await expect(page.getByText('Delivering to Kano.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('rice');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?query=rice/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for "rice"');

    await page.getByRole('button', { name: 'Turn Lite mode off' }).click();
    await expect(page).toHaveURL(/\/search\?query=rice/);
    await expect(page.getByRole('button', { name: 'Turn Lite mode off' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === COOKIES.lite.name)?.value).toBe(
      '0',
    );
  });

  test('a signed-in Lite add goes to the account cart', async ({ page, request }, testInfo) => {
    await signedInShopper(page, request, testInfo);
    const [product] = await inStockProducts(request, 1, 4);
    await page.goto(`/products/${product!.id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('status')).toHaveText(CART_MESSAGES.added);
    const cart = await (await page.request.get('/api/customer/cart')).json();
    expect(cart.cartItems).toEqual([expect.objectContaining({ productId: product!.id, qty: 1 })]);
  });

  test('list pages page and sort by links', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(page).not.toHaveURL(/page=2/);
  });
});

test("the full pages' footer switch turns Lite on, and the Lite page's turns it off", async ({
  page,
  request,
}) => {
  const [product] = await shopProducts(request);
  await page.goto(`/products/${product!.id}`);
  const toggle = page.getByRole('switch', { name: /Lite mode/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Turn Lite mode off' })).toBeVisible();
  expect(await page.locator('script[src]').count()).toBe(0);

  await page.getByRole('button', { name: 'Turn Lite mode off' }).click();
  await expect(page.getByRole('switch', { name: /Lite mode/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test.describe('full pages in Lite mode', () => {
  test.skip(({ isMobile }) => isMobile, 'the same requests for every viewport');

  test('lead to Lite catalog pages by page loads', async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: COOKIES.lite.name, value: '1', url: baseURL! }]);
    const [product] = await inStockProducts(request, 1, 5);
    await page.goto(`/products/${product!.id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('status')).toHaveText(CART_MESSAGES.added);

    // The cart needs scripts: a full page, whose store link opens the store's Lite page by a page
    // load, with no client-side navigation (an RSC request) first.
    const hydrated = waitForSession(page);
    await page.goto('/cart');
    await hydrated;
    const rscRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.headers()['rsc'] !== undefined) rscRequests.push(sent.url());
    });
    const storeLink = page.getByRole('link', { name: product!.vendor.storeName });
    await expect(storeLink).toBeVisible();
    expect(await page.locator('script[src]').count()).toBeGreaterThan(0);
    await storeLink.click();
    await expect(page).toHaveURL(/\/vendors\//);
    await expect(page.getByRole('button', { name: 'Turn Lite mode off' })).toBeVisible();
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(rscRequests.filter((url) => url.includes('/vendors/'))).toEqual([]);
  });
});
