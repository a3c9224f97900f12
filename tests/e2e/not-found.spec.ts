import { expect, locationButton, test } from './fixtures';

/**
 * The 404 pages: inside the shared layout, and in the HTML itself (bench/NOTES.md, "404 pages in
 * the HTML").
 */

test('an unknown path shows the 404 page inside the shared layout', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(locationButton(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('a 404 without JavaScript', () => {
  // The 404 page must be in the HTML: a dead link opened on a slow phone shows its message and the
  // shared layout at once, not a blank page until the scripts have run (vercel/next.js#62228).
  test.use({ javaScriptEnabled: false });

  for (const [what, path, heading] of [
    ['an unknown path', '/no/such/page', "The page you are looking for doesn't exist."],
    ['an unknown product', '/products/999999', "The page you are looking for doesn't exist."],
    ['a malformed product id', '/products/abc', "The page you are looking for doesn't exist."],
    ['an unknown store', '/vendors/No Such Store', 'Vendor Store Not Found'],
    ['an unknown store with a dot', '/vendors/No Such Farm Ltd.com', 'Vendor Store Not Found'],
    ['a hidden store', '/vendors/Sabon Gari Traders', 'Vendor Store Not Found'],
  ]) {
    test(`shows the page of ${what}, styled and inside the shared layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
      // Styled: the skip link is moved out of sight by the layout's stylesheet.
      await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();
    });
  }

  test('the store 404 page has no address of its own', async ({ page }) => {
    const response = await page.goto('/vendor-not-found');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: "The page you are looking for doesn't exist." }),
    ).toBeVisible();
  });
});
