import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, formatKobo, inStockProducts, priceKobo } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 30's product page additions (seller rating and verified mark, returns line, the phone's
 * sticky buy bar) and browsing (categories in the header and on home, empty categories out of
 * the filters, the search's Relevance sort, whole names in suggestions). The tap-target check is
 * tap-targets.spec.ts.
 */

interface StoreDetails {
  verified: boolean;
  rating: { average: number; numReviews: number };
}

interface CategoryCount {
  title: string;
  productCount: number;
}

async function lagosCategories(request: APIRequestContext): Promise<CategoryCount[]> {
  return (await apiGet<{ categories: CategoryCount[] }>(request, '/categories?location=Lagos'))
    .categories;
}

async function storeDetails(request: APIRequestContext, storeName: string) {
  const query = new URLSearchParams({ storeName });
  return (await apiGet<{ store: StoreDetails }>(request, `/details?${query}`)).store;
}

/** The list after a navigation: the skeleton gone and the new grid in place. */
async function settled(page: Page) {
  await expect(page.getByTestId('grid-skeleton')).toHaveCount(0);
}

test.describe('product page', () => {
  test("shows the seller's verified mark and rating, and a returns line to /refund", async ({
    page,
    request,
  }) => {
    const [product] = await inStockProducts(request, 1);
    const store = await storeDetails(request, product.vendor.storeName);
    await page.goto(`/products/${product.id}`);

    const seller = page.getByTestId('seller-summary');
    await expect(seller.getByRole('link', { name: product.vendor.storeName })).toBeVisible();
    await expect(seller.getByTestId('verified-vendor')).toHaveCount(store.verified ? 1 : 0);
    const rating = seller.getByTestId('seller-rating');
    if (store.rating.numReviews > 0) {
      await expect(rating).toContainText(store.rating.average.toFixed(1));
      await expect(rating).toContainText(`(${store.rating.numReviews} reviews)`);
    } else {
      await expect(rating).toHaveText('Seller rating: no reviews yet');
    }

    const returns = page.getByTestId('returns-summary');
    await expect(returns).toContainText(/within (24 hours|7 days) of delivery/);
    await expect(returns.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refund',
    );
  });

  test('a verified store shows the mark; an unverified one does not', async ({ page, request }) => {
    // The seed's one unverified store (marketplace/db/seed/vendors.ts).
    expect((await storeDetails(request, 'Kuje Fresh Farms')).verified).toBe(false);
    expect((await storeDetails(request, 'Kano Grains Hub')).verified).toBe(true);
    const query = new URLSearchParams({ storeName: 'Kuje Fresh Farms', limit: '1' });
    const { products } = await apiGet<{ products: { id: string }[] }>(
      request,
      `/products?${query}`,
    );
    await page.goto(`/products/${products[0].id}`);
    await expect(page.getByTestId('seller-summary')).toContainText('Kuje Fresh Farms');
    await expect(page.getByTestId('verified-vendor')).toHaveCount(0);
  });

  test('on a phone, a buy bar stays at the bottom once the buying block has scrolled away', async ({
    page,
    request,
    isMobile,
  }) => {
    const [product] = (await inStockProducts(request, 10)).filter((p) => p.quantity >= 3);
    await page.goto(`/products/${product.id}`);
    const addToCart = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(addToCart).toBeVisible();
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar).toHaveCount(0);

    // Past the buying block, to the reviews and the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    if (!isMobile) {
      // Wide screens keep their one buying block: give the observer its chance, then check.
      await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(1);
      await expect(bar).toHaveCount(0);
      return;
    }
    await expect(bar).toBeVisible();
    const price = bar.getByTestId('sticky-buy-bar-price');
    await expect(price).toHaveText(formatKobo(priceKobo(product)));
    // All of it shown: nothing cut off, and nothing drawn over it (issue 38).
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const priceBox = (await price.boundingBox())!;
    const stepperBox = (await bar
      .getByRole('button', { name: 'Decrease quantity' })
      .boundingBox())!;
    expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(stepperBox.x);
    await expect(bar.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
    // Stuck to the bottom of the screen.
    const box = (await bar.boundingBox())!;
    expect(Math.abs(box.y + box.height - page.viewportSize()!.height)).toBeLessThan(2);

    // One quantity for both: raised in the bar, it is what the buying block shows.
    await bar.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(bar.getByRole('textbox')).toHaveValue('2');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });
});

test('a store page shows its verified mark and seller rating in its header', async ({
  page,
  request,
}) => {
  for (const name of ['Kano Grains Hub', 'Kuje Fresh Farms']) {
    const store = await storeDetails(request, name);
    await page.goto(`/vendors/${encodeURIComponent(name)}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { name }) });
    await expect(header.getByTestId('verified-vendor')).toHaveCount(store.verified ? 1 : 0);
    const rating = header.getByTestId('seller-rating');
    if (store.rating.numReviews > 0) {
      await expect(rating).toContainText(store.rating.average.toFixed(1));
    } else {
      await expect(rating).toHaveText('Seller rating: no reviews yet');
    }
  }
});

test.describe('browsing', () => {
  test('the header menu lists the categories, each opening the shop filtered to it', async ({
    page,
    request,
    isMobile,
  }) => {
    const everywhere = (await apiGet<{ categories: CategoryCount[] }>(request, '/categories'))
      .categories;
    const withProducts = everywhere.filter((c) => c.productCount > 0).map((c) => c.title);
    expect(withProducts.length).toBeGreaterThan(3);
    await page.goto('/cart');

    let menu;
    if (isMobile) {
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      menu = page.getByRole('dialog').getByRole('list', { name: 'Categories' });
    } else {
      menu = page.getByRole('navigation', { name: 'Categories' });
    }
    await expect(menu.getByRole('link')).toHaveText(withProducts);
    await menu.getByRole('link', { name: 'Fish', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Fish$/);
    await settled(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test("home shows the location's categories with their product counts", async ({
    page,
    request,
  }) => {
    const categories = (await lagosCategories(request)).filter((c) => c.productCount > 0);
    await page.goto('/');
    const block = page.getByTestId('home-categories');
    await expect(block.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(block.getByRole('link')).toHaveCount(categories.length);
    for (const { title, productCount } of categories) {
      const link = block.getByRole('link', {
        name: new RegExp(`^${title}\\s*${productCount} products?$`),
      });
      await expect(link).toHaveAttribute(
        'href',
        `/shop?${new URLSearchParams({ category: title })}`,
      );
    }
  });

  test('list filters offer only categories with products', async ({ page, request, isMobile }) => {
    const categories = await lagosCategories(request);
    const offered = categories.filter((c) => c.productCount > 0).map((c) => c.title);
    await page.goto('/shop');
    let filters;
    if (isMobile) {
      await page.getByRole('button', { name: /^Category/ }).click();
      filters = page.getByRole('dialog', { name: 'Category' });
    } else {
      filters = page.getByRole('complementary', { name: 'Filters' });
    }
    await expect(filters.getByRole('list', { name: /categor/i }).getByRole('link')).toHaveText([
      'All categories',
      ...offered,
    ]);
  });

  test('search results offer a Relevance sort, the best matches first', async ({
    page,
    request,
    isMobile,
  }) => {
    const query = new URLSearchParams({ query: 'garri', location: 'Lagos', sort: 'relevance' });
    const { products } = await apiGet<{ products: { title: string }[] }>(
      request,
      `/products/search-page?${query}`,
    );
    expect(products.length).toBeGreaterThan(1);
    await page.goto('/search?query=garri');
    if (isMobile) {
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page
        .getByRole('dialog', { name: 'Sort by' })
        .getByRole('link', { name: 'Relevance' })
        .click();
    } else {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Relevance' });
    }
    await expect(page).toHaveURL(/\/search\?query=garri&sort=relevance$/);
    await settled(page);
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(
      products.slice(0, 16).map((product) => product.title),
    );
  });

  test('search suggestions show whole names', async ({ page, isMobile }) => {
    await page.goto('/cart');
    if (isMobile)
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    const box = page.getByRole('combobox').first();
    await box.fill('parboiled rice');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const titles = await page.getByTestId('suggestion-title').evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        cut: span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
      })),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title, `${title.text} is shown whole`).toMatchObject({ cut: false });
    }
  });
});
