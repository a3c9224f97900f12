import type { Page, TestInfo } from '@playwright/test';
import { apiGet } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 38 part 2, decision 054: the location is where the shopper is. A Lagos shopper (the tests'
 * location) sees every state's products, Lagos stock first, each card saying where it ships from
 * and how long it takes; Near me, a checkbox in the list's filters and `?near=1` in the URL,
 * narrows to Lagos stock. Runs at 390x844 and on a desktop, where Near me sits in the sidebar.
 */

interface ListedProduct {
  id: string;
  title: string;
  warehouseState: string;
  deliveryDays?: { min: number; max: number };
}
interface ListAnswer {
  products: ListedProduct[];
  totalProducts: number;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const countHeading = (page: Page, total: number) =>
  page.getByRole('heading', {
    level: 2,
    name: `${total.toLocaleString('en-NG')} ${total === 1 ? 'product' : 'products'}`,
  });
const shipsFrom = ({ warehouseState, deliveryDays }: ListedProduct) =>
  deliveryDays
    ? `Ships from ${warehouseState} · ${deliveryDays.min}–${deliveryDays.max} days`
    : `Ships from ${warehouseState}`;
/** Near me: in the sidebar on a desktop, a chip beside the filter buttons on a phone. */
const nearMe = (page: Page) =>
  page.getByRole('checkbox', { name: /^Near me · only Lagos$/ }).filter({ visible: true });

test.describe('a Lagos shopper', () => {
  test('sees other states’ products in the shop, Lagos first, cards saying where from and how long', async ({
    page,
  }) => {
    const all = await apiGet<ListAnswer>(page.request, '/shop/products?limit=1');
    const local = await apiGet<ListAnswer>(page.request, '/shop/products?location=Lagos&near=1');
    expect(local.totalProducts).toBeGreaterThan(0);
    expect(local.totalProducts).toBeLessThan(all.totalProducts);

    await page.goto('/shop');
    await expect(countHeading(page, all.totalProducts)).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.first().getByTestId('ships-from')).toHaveText(
      /^Ships from Lagos · \d+–\d+ days$/,
    );
    // Whole on a phone's two columns too: the line wraps rather than cutting the window off.
    const line = cards.first().getByTestId('ships-from');
    expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // Cheapest first, wherever it is: other states' products show with their own windows.
    const byPrice = await apiGet<ListAnswer>(
      page.request,
      '/shop/products?location=Lagos&sort=price',
    );
    const away = byPrice.products.findIndex((product) => product.warehouseState !== 'Lagos');
    expect(away).toBeGreaterThanOrEqual(0);
    expect(byPrice.products[away].deliveryDays).toBeDefined();
    await page.goto('/shop?sort=price');
    await expect(cards.nth(away).getByTestId('ships-from')).toHaveText(
      shipsFrom(byPrice.products[away]),
    );
    await expect(cards.nth(away)).toContainText(byPrice.products[away].title);
  });

  test('finds other states’ products when searching, nearest first', async ({ page }) => {
    const found = await apiGet<ListAnswer>(
      page.request,
      '/products/search-page?query=ofada&location=Lagos&sort=relevance&limit=100',
    );
    expect(found.totalProducts).toBeGreaterThan(0);
    await page.goto('/search?query=ofada&sort=relevance');
    await expect(countHeading(page, found.totalProducts)).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(found.totalProducts, 16));
    await expect(cards.first()).toContainText(found.products[0].title);
    await expect(cards.first().getByTestId('ships-from')).toHaveText(shipsFrom(found.products[0]));
    await expect(page.getByText('No products found for your search.')).toHaveCount(0);
  });

  test('narrows to Lagos stock with Near me, which is in the URL and undone the same way', async ({
    page,
  }, testInfo) => {
    const local = await apiGet<ListAnswer>(page.request, '/shop/products?location=Lagos&near=1');
    await page.goto('/shop');
    const toggle = nearMe(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page).toHaveURL(/\/shop\?near=1$/);
    await expect(countHeading(page, local.totalProducts)).toBeVisible();
    await expect(nearMe(page)).toHaveAttribute('aria-checked', 'true');
    const origins = await page.getByTestId('ships-from').allTextContents();
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins) expect(origin).toMatch(/^Ships from Lagos · \d+–\d+ days$/);

    // The category filter offers what is shown: the categories Lagos has products in.
    const { categories } = await apiGet<{
      categories: { title: string; productCount: number }[];
    }>(page.request, '/categories?location=Lagos&near=1');
    const offered = categories.filter((c) => c.productCount > 0).map((c) => c.title);
    if (isPhone(testInfo)) await page.getByRole('button', { name: /^Category/ }).click();
    const filters = isPhone(testInfo)
      ? page.getByRole('dialog', { name: 'Category' })
      : page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('list', { name: /categor/i }).getByRole('link')).toHaveText([
      'All categories',
      ...offered,
    ]);

    // A shared link says what it shows.
    await page.goto('/shop?near=1');
    await expect(countHeading(page, local.totalProducts)).toBeVisible();
    await nearMe(page).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(nearMe(page)).toHaveAttribute('aria-checked', 'false');
  });

  test('sees only the state’s stock for a search with Near me, and a way back', async ({
    page,
  }) => {
    // The seed's ofada rice stands in other states only.
    const local = await apiGet<ListAnswer>(
      page.request,
      '/products/search-page?query=ofada&location=Lagos&near=1',
    );
    expect(local.totalProducts).toBe(0);
    await page.goto('/search?query=ofada&near=1');
    await expect(page.getByText('No products in Lagos match your search.')).toBeVisible();
    await nearMe(page).click();
    await expect(page).toHaveURL(/\/search\?query=ofada$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('is offered the tatashe products in the search box', async ({ page }, testInfo) => {
    const tatashe = await apiGet<ListAnswer>(
      page.request,
      '/products/search-page?query=tatashe&location=Lagos&sort=relevance',
    );
    const named = tatashe.products.filter((product) => /tatashe/i.test(product.title));
    expect(named.length).toBeGreaterThan(0);
    await page.goto('/');
    const scope = isPhone(testInfo)
      ? page.getByRole('dialog', { name: 'Search products and stores' })
      : page.getByRole('banner');
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = scope.getByRole('combobox', { name: 'Search products and stores' });
    await box.fill('tatashe');
    const products = scope.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toContainText(/tatashe/i);
    await expect
      .poll(() => products.filter({ hasText: /tatashe/i }).count())
      .toBeGreaterThanOrEqual(Math.min(named.length, 5));
    await expect(scope.getByText('No results found')).toHaveCount(0);
  });
});

test.describe('Lite pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every viewport');

  test('show the same list, and Near me as a plain link', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'save-data': 'on' });
    const local = await apiGet<ListAnswer>(page.request, '/shop/products?location=Lagos&near=1');
    await page.goto('/shop');
    await expect(page.getByTestId('ships-from').first()).toHaveText(
      /^Ships from Lagos · \d+–\d+ days$/,
    );
    const toggle = page.getByRole('checkbox', { name: /Near me · only Lagos/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(page).toHaveURL(/\/shop\?near=1$/);
    await expect(
      page.getByText(`${local.totalProducts.toLocaleString('en-NG')} products`, { exact: true }),
    ).toBeVisible();
    for (const origin of await page.getByTestId('ships-from').allTextContents()) {
      expect(origin).toMatch(/^Ships from Lagos/);
    }
  });
});
