import { readFileSync } from 'node:fs';
import { COOKIES } from '@/lib/shared/cookies';
import { uniqueEmail } from './accounts-helpers';
import { apiGet } from './commerce-helpers';
import { expect, test } from './fixtures';
import {
  askToBeTold,
  backInStockMails,
  openHydrated,
  soldOutProduct,
  type CatalogProduct,
} from './stock-alert-helpers';

/**
 * Out of stock (issue 38 part 5): the home page promotes only what can be bought, and a sold-out
 * product's page offers similar products and "Tell me when it's back". The e-mail itself, after a
 * vendor restocks, is stock-alerts-restock.spec.ts (it changes the catalog, so it runs last).
 */

const productOf = (request: Parameters<typeof apiGet>[0], id: string) =>
  apiGet<{ product: CatalogProduct }>(request, `/products/${id}`).then((answer) => answer.product);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const idsIn = (hrefs: (string | null)[]) =>
  hrefs.map((href) => /^\/products\/(\d+)$/.exec(href ?? '')?.[1]).filter(Boolean) as string[];

test('the home page links only products that are in stock', async ({ page, request }) => {
  const soldOut = await soldOutProduct(request);
  await page.goto('/');
  const row = page.getByTestId('latest-row');
  await expect(row.getByTestId('product-card').first()).toBeVisible();
  const linked = idsIn(
    await row
      .locator('a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  );
  expect(linked.length).toBeGreaterThan(0);
  expect(linked).not.toContain(soldOut.id);
  for (const id of linked) expect((await productOf(request, id)).quantity, id).toBeGreaterThan(0);
  const { products } = await apiGet<{ products: CatalogProduct[] }>(
    request,
    '/products/top-selling',
  );
  expect(products.map((product) => product.id)).not.toContain(soldOut.id);
  expect(products.every((product) => product.quantity > 0)).toBe(true);
});

test('a sold-out product offers similar products and "Tell me when it\'s back"', async ({
  page,
  request,
  isMobile,
}) => {
  const soldOut = await soldOutProduct(request);
  await openHydrated(page, `/products/${soldOut.id}`);
  await expect(page.getByTestId('stock')).toHaveText('Out of stock');

  const alert = page.getByRole('region', { name: "Tell me when it's back" });
  await expect(alert).toBeVisible();
  const email = alert.getByLabel('Email');
  const button = alert.getByRole('button', { name: 'NOTIFY ME' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');

  await expect(page.getByRole('heading', { name: 'Similar products' })).toBeVisible();
  const similar = page.getByTestId('similar-products');
  const cards = similar.getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(8);
  const offered = idsIn(
    await similar
      .locator('h3 a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  );
  expect(offered).toHaveLength(count);
  expect(offered).not.toContain(soldOut.id);
  for (const id of offered) {
    const product = await productOf(request, id);
    expect(product.quantity, product.title).toBeGreaterThan(0);
    expect(product.category?.title, product.title).toBe(soldOut.category?.title);
  }

  // The page never scrolls sideways; the phone's row of cards does, the desktop's is a grid.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const fieldBox = (await email.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  const [first, second] = [
    (await cards.nth(0).boundingBox())!,
    (await cards.nth(1).boundingBox())!,
  ];
  if (isMobile) {
    // The button under the field, full width; the cards side by side in a row that scrolls.
    expect(buttonBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    expect(Math.abs(buttonBox.width - fieldBox.width)).toBeLessThan(2);
    expect(buttonBox.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    if (count > 2)
      expect(await similar.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  } else {
    expect(Math.abs(buttonBox.y - fieldBox.y)).toBeLessThan(2);
    expect(buttonBox.x).toBeGreaterThan(fieldBox.x + fieldBox.width);
    expect(await similar.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  }
});

test("the form and the row pass axe's WCAG A and AA rules, the form in its error state too", async ({
  page,
  request,
}) => {
  const soldOut = await soldOutProduct(request);
  await openHydrated(page, `/products/${soldOut.id}`);
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = () =>
    page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const results = await axe.run(
        { include: [['[data-testid="stock-alert"]'], ['[data-testid="similar-products"]']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
      );
      return results.violations.map((rule) => `${rule.id}: ${rule.nodes.map((n) => n.html)}`);
    });
  expect(await violations()).toEqual([]);
  await page.getByTestId('stock-alert').getByRole('button', { name: 'NOTIFY ME' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a guest asks once by keyboard; asking again is the same, and nothing is mailed yet', async ({
  page,
  request,
}, testInfo) => {
  const soldOut = await soldOutProduct(request);
  const address = uniqueEmail(testInfo, 'stock-alert');
  await openHydrated(page, `/products/${soldOut.id}`);
  const alert = page.getByTestId('stock-alert');
  const email = alert.getByLabel('Email');

  await email.fill('ada@farm');
  await email.press('Enter');
  await expect(alert.getByText('Invalid email address')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(address);
  await expect(alert.getByText('Invalid email address')).toHaveCount(0);
  await email.press('Enter');
  const done = alert.getByRole('status');
  await expect(done).toContainText("We'll e-mail you when it's back in stock.");
  // The form is gone; the keyboard is on the answer, not lost at the top of the page.
  await expect(alert.getByRole('button', { name: 'NOTIFY ME' })).toHaveCount(0);
  await expect(page.locator(':focus')).toContainText("We'll e-mail you");

  await openHydrated(page, `/products/${soldOut.id}`);
  await askToBeTold(page, address.toUpperCase());
  expect(await backInStockMails(request, address)).toEqual([]);
});

test.describe('Lite', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML for every viewport');

  test('the sold-out page asks by a plain form and lists similar products', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await page.context().addCookies([{ name: COOKIES.lite.name, value: '1', url: baseURL! }]);
    const soldOut = await soldOutProduct(request);
    await page.goto(`/products/${soldOut.id}`);
    expect(await page.locator('script').count()).toBe(0);
    await expect(page.getByTestId('stock')).toHaveText('Out of stock');
    await expect(page.getByRole('heading', { name: 'Similar products' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    const email = page.getByLabel("Tell me when it's back: email");
    await email.fill(uniqueEmail(testInfo, 'lite-alert'));
    await page.getByRole('button', { name: 'NOTIFY ME' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${soldOut.id}$`));
    await expect(page.getByRole('status')).toHaveText("We'll e-mail you when it's back in stock.");
  });
});
