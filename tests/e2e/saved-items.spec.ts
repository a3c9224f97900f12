import { forwardFakeIp } from './accounts-helpers';
import {
  cartBadge,
  formatKobo,
  inStockProducts,
  outOfStockProduct,
  priceKobo,
  saveProduct,
  signedInShopper,
  toast,
} from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Saved items end to end against the real API: SAVE PRODUCT / REMOVE PRODUCT and the bookmark on
 * the product page, and the Saved Items page's entries, Add to Cart, Out of Stock, Remove, empty
 * state and pager.
 */

forwardFakeIp();

test('a visitor who saves a product is sent to log in and back to the product', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request, 1);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'SAVE PRODUCT' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/products/${product.id}`);
});

test('save and unsave on the product page; the bookmark and the button agree', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1, 1);
  await page.goto(`/products/${product.id}`);

  const bookmark = page.getByRole('button', { name: 'Bookmark product' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'SAVE PRODUCT' }).click();
  await expect(toast(page, 'Added to saved items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'REMOVE PRODUCT' })).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  // The flag comes from the server's saved items, not from this page's memory.
  await page.reload();
  await expect(page.getByRole('button', { name: 'REMOVE PRODUCT' })).toBeVisible();

  await page.getByRole('button', { name: 'Bookmark product' }).click();
  await expect(toast(page, 'Removed from saved items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE PRODUCT' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'SAVE PRODUCT' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark product' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('Saved Items: Add to Cart, Out of Stock and Remove', async ({ page, request }, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1, 3);
  const soldOut = await outOfStockProduct(request);
  await saveProduct(page, soldOut);
  await saveProduct(page, product);

  await page.goto('/saved-items');
  await expect(page.getByRole('heading', { name: 'Saved Items' })).toBeVisible();
  const entries = page.getByTestId('saved-item');
  await expect(entries).toHaveCount(2);

  const available = entries.filter({ has: page.getByRole('link', { name: product.title }) });
  await expect(available.getByText(`by ${product.vendor.storeName}`)).toBeVisible();
  await expect(available.getByText(formatKobo(priceKobo(product)))).toBeVisible();
  const gone = entries.filter({ has: page.getByRole('link', { name: soldOut.title }) });
  await expect(gone.getByText('Out of Stock')).toBeVisible();
  await expect(gone.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await available.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, `${product.title} added to cart successfully!`)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('button', { name: `Remove ${soldOut.title}` }).click();
  await expect(toast(page, 'Item removed from saved items.')).toBeVisible();
  await expect(entries).toHaveCount(1);
  await page.reload();
  await expect(entries).toHaveCount(1);
});

test('Saved Items: empty, then a pager past ten', async ({ page, request }, info) => {
  await signedInShopper(page, request, info);
  await page.goto('/saved-items');
  await expect(page.getByText('No saved items found.')).toBeVisible();

  const products = await inStockProducts(request, 11);
  for (const product of products) await saveProduct(page, product);
  await page.reload();
  await expect(page.getByTestId('saved-item')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByTestId('saved-item')).toHaveCount(1);
  // Newest first: the first product saved is the one on page 2.
  await expect(page.getByRole('link', { name: products[0].title })).toBeVisible();
});
