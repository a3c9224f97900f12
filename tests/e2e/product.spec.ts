import type { Page } from '@playwright/test';
import { apiGet, naira } from './commerce-helpers';
import { expect, test } from './fixtures';
import { type ApiProduct, fullProduct } from './product-helpers';

/** The product page against the seeded catalog (products from ./product-helpers). */

const enGb = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

const price = (product: ApiProduct) => product.discountedPrice ?? product.originalPrice;

/**
 * Opens a product page and waits until it is interactive: the server HTML carries a login link
 * for ADD TO CART that becomes the real button once the page has hydrated.
 */
async function openProduct(page: Page, product: ApiProduct) {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
}

test('a product page shows its details, store link, price and stock', async ({
  page,
  request,
  isMobile,
}) => {
  const { product } = await fullProduct(request);
  await openProduct(page, product);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const store = page.getByRole('link', { name: product.vendor.storeName, exact: true });
  await expect(store).toHaveAttribute(
    'href',
    `/vendors/${encodeURIComponent(product.vendor.storeName)}`,
  );
  await expect(page.getByTestId('product-price')).toHaveText(naira.format(price(product)));
  await expect(page.getByTestId('product-price')).toHaveText(/^₦[\d,]+\.\d{2}$/);
  // Another test's order may have just taken a unit: the page follows the API within seconds.
  await expect
    .poll(
      async () => {
        const { product: now } = await apiGet<{ product: { quantity: number } }>(
          request,
          `/products/${product.id}`,
        );
        const shown = await page.getByTestId('stock').textContent();
        if (shown === `${now.quantity} units left`) return true;
        await page.reload();
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('average-rating')).toHaveText(product.averageRating.toFixed(1));

  const images = page.getByRole('img', { name: new RegExp(`^${product.title}`) });
  await expect(images.first()).toHaveAttribute('src', /\/_next\/image\?url=%2Fmedia%2F/);
  if (product.images.length > 1) {
    const count = product.images.length;
    const secondImage = page.getByRole('img', { name: `${product.title}, image 2 of ${count}` });
    // The one in view: its left edge where the strip's is.
    const secondShown = () =>
      secondImage.evaluate(
        (image) =>
          Math.abs(
            image.getBoundingClientRect().left - image.parentElement!.getBoundingClientRect().left,
          ) < 2,
      );
    if (isMobile) {
      // A phone swipes the strip (issue 38: swipeable, and low enough for the price below it).
      const strip = page.getByRole('group', { name: new RegExp(`${count} images, swipe`) });
      await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
      await expect.poll(secondShown).toBe(true);
    } else {
      const second = page.getByRole('button', { name: `Show image 2 of ${count}` });
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(secondShown).toBe(true);
    }
  }
});

test('on a phone, the title, price, stock and ADD TO CART are on the first screen', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  const { product } = await fullProduct(request);
  await openProduct(page, product);
  const height = page.viewportSize()!.height;
  for (const [what, locator] of [
    ['title', page.getByRole('heading', { level: 1 })],
    ['price', page.getByTestId('product-price')],
    ['stock', page.getByTestId('stock')],
    ['ADD TO CART', page.getByRole('button', { name: 'ADD TO CART' })],
  ] as const) {
    const box = (await locator.boundingBox())!;
    expect(box.y + box.height, `${what} ends within the first ${height} px`).toBeLessThanOrEqual(
      height,
    );
  }
});

test('the quantity stepper starts at 1, never goes below 1 and turns text into 1', async ({
  page,
  request,
}) => {
  const { product } = await fullProduct(request);
  await openProduct(page, product);

  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');

  await decrease.click();
  await expect(quantity).toHaveValue('1');
  await increase.click();
  await expect(quantity).toHaveValue('2');
  await increase.click();
  await expect(quantity).toHaveValue('3');
  await decrease.click();
  await expect(quantity).toHaveValue('2');

  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');
  await quantity.fill(String(product.quantity + 50));
  await expect(quantity).toHaveValue(String(product.quantity));
});

test('Description and Reviews tabs switch by mouse and keyboard', async ({ page, request }) => {
  const { product } = await fullProduct(request);
  await openProduct(page, product);

  const description = page.getByRole('tab', { name: 'Description' });
  const reviews = page.getByRole('tab', { name: /^Reviews/ });
  const descriptionPanel = page.getByRole('tabpanel', { name: 'Description' });
  const reviewsPanel = page.getByRole('tabpanel', { name: /^Reviews/ });

  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(descriptionPanel).toBeVisible();
  await expect(reviewsPanel).toBeHidden();

  // The review count beside the stars opens the Reviews tab.
  await page.getByRole('link', { name: `${product.numReviews} reviews` }).click();
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await description.click();
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(reviewsPanel).toBeHidden();

  await reviews.click();
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(reviewsPanel).toBeVisible();
  await expect(descriptionPanel).toBeHidden();

  await reviews.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(descriptionPanel).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(reviews).toBeFocused();
  await expect(reviewsPanel).toBeVisible();
  await page.keyboard.press('Home');
  await expect(description).toBeFocused();
  await page.keyboard.press('End');
  await expect(reviews).toBeFocused();
  await expect(reviews).toHaveAttribute('tabindex', '0');
  await expect(description).toHaveAttribute('tabindex', '-1');
});

test('reviews show names or Anonymous, en-GB dates and the vendor reply', async ({
  page,
  request,
}) => {
  const { product, reviews } = await fullProduct(request);
  await openProduct(page, product);
  await page.getByRole('tab', { name: /^Reviews/ }).click();

  const items = page.getByTestId('review');
  await expect(items).toHaveCount(reviews.length);
  for (const [index, review] of reviews.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('heading')).toHaveText(review.title);
    await expect(item).toContainText(review.comment);
    await expect(item.getByTestId('review-author')).toHaveText(review.firstName ?? 'Anonymous');
    const date = item.getByTestId('review-date');
    await expect(date).toHaveText(enGb.format(new Date(review.createdAt)));
    // en-GB's short month is three letters but for September ("17 Sept 2026").
    await expect(date).toHaveText(/^\d{1,2} (?:[A-Z][a-z]{2}|Sept) \d{4}$/);
    await expect(item.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
    if (review.vendorReply) {
      await expect(item.getByTestId('vendor-reply')).toContainText("Vendor's reply");
      await expect(item.getByTestId('vendor-reply')).toContainText(review.vendorReply);
    } else {
      await expect(item.getByTestId('vendor-reply')).toHaveCount(0);
    }
  }
});

test('share links carry the encoded product URL', async ({ page, request, baseURL }) => {
  const { product } = await fullProduct(request);
  await openProduct(page, product);
  const url = encodeURIComponent(`${baseURL}/products/${product.id}`);

  const facebook = page.getByRole('link', { name: 'Share on Facebook' });
  const twitter = page.getByRole('link', { name: 'Share on Twitter' });
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(twitter).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escape(url)}&text=.+`),
  );
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${escape(url)}$`),
  );
  for (const link of [facebook, twitter, whatsapp]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a signed-out ADD TO CART fills the guest cart; SAVE PRODUCT goes to login and back', async ({
  page,
  request,
}) => {
  const { product } = await fullProduct(request);
  const login = `/login?redirect=${encodeURIComponent(`/products/${product.id}`)}`;
  await openProduct(page, product);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Log in to check out' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/products/${product.id}`);

  for (const name of ['SAVE PRODUCT', 'Bookmark product']) {
    await openProduct(page, product);
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(login);
  }
});

test('an unknown or malformed product id gives the 404 page', async ({ page }) => {
  for (const id of ['999999', 'abc', '0']) {
    const response = await page.goto(`/products/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  }
});

function metaContent(html: string, attribute: 'property' | 'name', key: string) {
  const tag = html.match(new RegExp(`<meta ${attribute}="${escape(key)}" content="([^"]*)"`));
  return tag?.[1];
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the HTML without JavaScript has the title, price, previews and JSON-LD', async ({
  request,
  baseURL,
}) => {
  const { product } = await fullProduct(request);
  const response = await request.get(`/products/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const url = `${baseURL}/products/${product.id}`;

  expect(html).toContain(`<h1`);
  expect(html).toMatch(new RegExp(`<title>${escape(product.title)} \\|`));
  expect(html).toContain(naira.format(price(product)));
  expect(html).toContain('Description');
  expect(html).toMatch(/data-testid="review"/);
  // Without JavaScript, ADD TO CART is a plain link to log in and come back.
  expect(html).toContain(`href="/login?redirect=${encodeURIComponent(`/products/${product.id}`)}"`);

  expect(metaContent(html, 'property', 'og:title')).toContain(product.title);
  expect(metaContent(html, 'property', 'og:description')).toContain('₦');
  expect(metaContent(html, 'property', 'og:url')).toBe(url);
  expect(metaContent(html, 'property', 'og:image')).toMatch(
    new RegExp(`^http://[^/]+/og/products/${product.id}/[A-Za-z0-9_-]{12}\\.jpg$`),
  );
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);

  const script = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  expect(script).not.toBeNull();
  const data = JSON.parse(script![1]);
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(product.title);
  expect(data.offers.priceCurrency).toBe('NGN');
  expect(data.offers.price).toBe(price(product).toFixed(2));
  expect(data.offers.availability).toBe('https://schema.org/InStock');
  expect(data.aggregateRating.reviewCount).toBe(product.numReviews);
});

test('sitemap.xml lists products and Live stores, never the hidden store', async ({
  request,
  baseURL,
}) => {
  const { product } = await fullProduct(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/products/${product.id}</loc>`);
  expect(xml).toContain(
    `<loc>${baseURL}/vendors/${encodeURIComponent(product.vendor.storeName)}</loc>`,
  );
  expect(xml).toContain(`<loc>${baseURL}/shop</loc>`);
  expect(xml).not.toContain('Sabon');
  expect(xml.match(/<loc>[^<]*\/products\/\d+<\/loc>/g)?.length).toBeGreaterThan(100);
});

test('robots.txt names the sitemap and keeps private pages out', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /checkout');
});
