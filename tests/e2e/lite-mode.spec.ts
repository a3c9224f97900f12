import { LITE_COOKIE } from '@/lib/lite-mode';
import { shopProducts } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Lite mode (issue 27, "Data saver"; decision 043): with `Save-Data: on` or the footer's switch,
 * pages name smaller, lower-quality images and are rendered and cached apart from full pages.
 */

/** The widths and qualities that a page's optimised images ask for. */
function imageRequests(html: string) {
  const urls = [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((match) =>
    // In the <img> tags `&amp;`; in the RSC payload's script `\u0026` and a closing `\"`.
    match[0]
      .replace(/&amp;/g, '&')
      .replace(/\\u0026/g, '&')
      .replace(/\\+$/, ''),
  );
  return urls.map((url) => {
    const params = new URL(url, 'http://x').searchParams;
    return { width: Number(params.get('w')), quality: Number(params.get('q')) };
  });
}

test.describe('Lite pages', () => {
  // The HTML is the same for both viewports: once is enough.
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every viewport');

  test('Save-Data: on gives a product page quality-40 images no wider than 640 px, kept privately', async ({
    request,
  }) => {
    const [product] = await shopProducts(request);
    const full = await request.get(`/products/${product.id}`);
    const lite = await request.get(`/products/${product.id}`, {
      headers: { 'save-data': 'on' },
    });
    expect(full.status()).toBe(200);
    expect(lite.status()).toBe(200);
    expect(full.headers()['cache-control']).toContain('public');
    expect(lite.headers()['cache-control']).toBe('private, no-cache');

    const fullImages = imageRequests(await full.text());
    const liteImages = imageRequests(await lite.text());
    expect(fullImages.length).toBeGreaterThan(0);
    expect(fullImages.every((image) => image.quality === 75)).toBe(true);
    expect(Math.max(...fullImages.map((image) => image.width))).toBeGreaterThan(640);
    expect(liteImages.length).toBeGreaterThan(0);
    expect(liteImages.every((image) => image.quality === 40)).toBe(true);
    expect(Math.max(...liteImages.map((image) => image.width))).toBeLessThanOrEqual(640);
  });

  test('the home page and the shop list are Lite too, and the Lite cookie wins over Save-Data', async ({
    request,
  }) => {
    for (const path of ['/', '/shop']) {
      const lite = imageRequests(
        await (await request.get(path, { headers: { 'save-data': 'on' } })).text(),
      );
      expect(lite.length, path).toBeGreaterThan(0);
      expect(lite.every((image) => image.quality === 40)).toBe(true);
    }
    const off = await request.get('/', {
      headers: { 'save-data': 'on', cookie: `oja_location=Lagos; ${LITE_COOKIE}=0` },
    });
    expect(imageRequests(await off.text()).every((image) => image.quality === 75)).toBe(true);
  });

  test('a full page asked for beside and after Lite pages still names only full images', async ({
    request,
  }) => {
    // The first attempt kept the Lite flag per render in a shared place and then served full
    // pages with quality-40 images (decision 043): ask for both at once, then full ones after.
    const [product] = await shopProducts(request);
    const lite = { headers: { 'save-data': 'on' } };
    for (const path of [`/products/${product.id}`, '/', '/shop']) {
      const [liteFirst, fullBeside] = await Promise.all([
        request.get(path, lite),
        request.get(path),
      ]);
      const fullAfter = await request.get(path);
      expect(imageRequests(await liteFirst.text()).every((image) => image.quality === 40)).toBe(
        true,
      );
      for (const full of [fullBeside, fullAfter]) {
        const images = imageRequests(await full.text());
        expect(images.length, path).toBeGreaterThan(0);
        expect(
          images.every((image) => image.quality === 75),
          path,
        ).toBe(true);
      }
    }
  });

  test("a Lite copy's own path is a 404", async ({ request }) => {
    const [product] = await shopProducts(request);
    expect((await request.get(`/products/${product.id}/lite`)).status()).toBe(404);
  });
});

test("the footer's Lite switch turns Lite pages on and off, and is remembered", async ({
  page,
  context,
  request,
}) => {
  const [product] = await shopProducts(request);
  await page.goto(`/products/${product.id}`);
  const toggle = page.getByRole('switch', { name: /Lite mode/ });
  const mainImage = page.locator('img[fetchpriority="high"]').first();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(mainImage).toHaveAttribute('src', /q=75/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(mainImage).toHaveAttribute('src', /q=40/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === LITE_COOKIE)?.value).toBe('1');

  await page.goto('/shop');
  await expect(page.getByRole('switch', { name: /Lite mode/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.goto(`/products/${product.id}`);
  await page.getByRole('switch', { name: /Lite mode/ }).click();
  await expect(page.getByRole('switch', { name: /Lite mode/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(mainImage).toHaveAttribute('src', /q=75/);
});
