import { expect, test } from './fixtures';

test('the home page lists seeded products with naira prices and loaded images', async ({
  page,
}) => {
  const optimisedImage = page.waitForResponse(
    (response) => response.url().includes('/_next/image?url=%2Fmedia%2F') && response.ok(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Product images go through the same-origin /media proxy and come out of next/image as WebP.
  expect((await optimisedImage).headers()['content-type']).toBe('image/webp');

  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);

  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText(/\S/);
  await expect(first.getByTestId('price')).toHaveText(/^₦\d{1,3}(,\d{3})*\.\d{2}$/);

  // The product photo (the card's stars are an image to assistive technology too).
  const image = first.locator('img');
  await expect(image).toHaveAttribute('alt', /\S/);
  await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fmedia%2F/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
  const home = page.getByRole('link', { name: 'Go Back Home' });
  await expect(home).toHaveAttribute('href', '/');
});
