import type { Page } from '@playwright/test';
import { createAccount, forwardFakeIp, logIn, PASSWORD, uniqueEmail } from './accounts-helpers';
import { placeOrderThroughBff, productsOfVendors } from './checkout-helpers';
import {
  addToCart,
  bff,
  cartBadge,
  formatKobo,
  inStockProducts,
  priceKobo,
  signedInShopper,
  toast,
  type ApiProduct,
} from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * No lost intent (issue 30.3, 30.5) and the cart's one-call add and Buy again (issue 26.5, 26.6):
 * a signed-out add kept in the guest cart and merged at login; a signed-out save finished after
 * login; Clear Cart's undo; a second tab's add that is not lost; Buy again from My Orders.
 */

forwardFakeIp();

/** Opens a product page and waits until ADD TO CART is the real button (hydrated). */
async function openProduct(page: Page, product: ApiProduct) {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
}

const cartLine = (page: Page, product: ApiProduct) =>
  page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: product.title }) });

test('a signed-out add lands in the guest cart, and in the account’s cart after login', async ({
  page,
  request,
  context,
}, info) => {
  const email = uniqueEmail(info, 'guest');
  await createAccount(request, info, email);
  const [product] = await inStockProducts(request, 1, 5);

  await openProduct(page, product);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Product added to cart successfully!')).toContainText('Log in');
  expect(new URL(page.url()).pathname).toBe(`/products/${product.id}`);
  await expect(cartBadge(page)).toHaveText('1');

  // The guest cart is sealed (iron-session's format) and out of the page's reach.
  const cookie = (await context.cookies()).find((c) => c.name === 'oja_guest_cart');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).toMatch(/^Fe26\.2\*/);

  // The cart page shows it to the visitor, priced from the catalog.
  await page.goto('/cart');
  await expect(cartLine(page, product).getByRole('textbox')).toHaveValue('2');
  await expect(cartLine(page, product).getByTestId('line-total')).toHaveText(
    formatKobo(priceKobo(product) * 2),
  );

  // CONTINUE needs an account: log in, and the cart comes along.
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, email, PASSWORD);
  await expect(
    toast(page, 'Added 1 product from before you logged in to your cart.'),
  ).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/checkout/shipping');
  expect((await context.cookies()).some((c) => c.name === 'oja_guest_cart')).toBe(false);

  await page.goto('/cart');
  await expect(cartLine(page, product).getByRole('textbox')).toHaveValue('2');
  await expect(cartBadge(page)).toHaveText('1');
});

test('a signed-out SAVE PRODUCT is finished after login, and says so', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'guestsave');
  await createAccount(request, info, email);
  const [product] = await inStockProducts(request, 1, 6);

  await openProduct(page, product);
  await page.getByRole('button', { name: 'SAVE PRODUCT' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/products/${product.id}`);
  // The login page is not a surprise: the toast says why it opened.
  await expect(
    toast(page, 'Log in to save this product. It is saved as soon as you do.'),
  ).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(toast(page, 'Saved 1 product to your saved items.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === `/products/${product.id}`);
  await expect(page.getByRole('button', { name: 'REMOVE PRODUCT' })).toBeVisible();
});

test('Clear Cart can be undone from its toast', async ({ page, request }, info) => {
  await signedInShopper(page, request, info);
  const [first, second] = await inStockProducts(request, 2, 2);
  await addToCart(page, first, 2);
  await addToCart(page, second, 1);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const cleared = toast(page, 'Cart cleared.');
  await expect(cleared).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect(cartBadge(page)).toBeHidden();

  await cleared.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Your cart is back.')).toBeVisible();
  await expect(cartLine(page, first).getByRole('textbox')).toHaveValue('2');
  await expect(cartLine(page, second).getByRole('textbox')).toHaveValue('1');
  await expect(cartBadge(page)).toHaveText('2');
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('an add in a second tab is not lost, and the toast says the line was raised', async ({
  page,
  request,
  context,
}, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1, 3);
  await addToCart(page, product, 1);

  // Tab B read the cart (one unit) before tab A added: its copy of the cart is now stale.
  const tabB = await context.newPage();
  await tabB.goto('/cart');
  await expect(cartLine(tabB, product).getByRole('textbox')).toHaveValue('1');

  await openProduct(page, product);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Cart item updated successfully!')).toContainText(
    'You now have 2 in your cart.',
  );

  await cartLine(tabB, product).getByRole('link', { name: product.title }).click();
  await tabB.waitForURL((url) => url.pathname === `/products/${product.id}`);
  await tabB.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(tabB, 'You now have 3 in your cart.')).toBeVisible();

  await page.goto('/cart');
  await expect(cartLine(page, product).getByRole('textbox')).toHaveValue('3');
});

test('My Orders has one row per order with its status, count and total; Buy again fills the cart', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [first, second] = await productsOfVendors(request, 2, 4);
  await addToCart(page, first, 2);
  await addToCart(page, second, 1);
  const orderId = await placeOrderThroughBff(page, request, first.warehouseState);
  await bff(page, 'DELETE', 'cart/clear');
  const details = await page.request.get(`/api/customer/orders/details/${orderId}`);
  const { order } = (await details.json()) as { order: { total: number } };

  await page.goto('/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(orderId);
  await expect(row.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(row.getByTestId('item-count')).toHaveText('3 items');
  await expect(row.getByTestId('order-total')).toHaveText(
    formatKobo(Math.round(order.total * 100)),
  );

  // The lines are inside the order, behind a disclosure the keyboard opens.
  const lines = row.getByTestId('order-row-line');
  await expect(lines.first()).toBeHidden();
  await row.getByText('Items in this order (2)').focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);
  const firstLine = lines.filter({ hasText: first.title });
  await expect(firstLine).toBeVisible();
  await expect(firstLine.getByTestId('unit-price')).toHaveText(formatKobo(priceKobo(first)));
  await expect(firstLine.getByTestId('line-total')).toHaveText(formatKobo(priceKobo(first) * 2));

  // One Buy again per order.
  const buyAgain = page.getByRole('button', { name: `Buy again order ${orderId}` });
  await expect(buyAgain).toHaveCount(1);
  await buyAgain.click();
  await expect(toast(page, "Added 2 products to your cart at today's prices.")).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');

  await page.goto('/cart');
  await expect(cartLine(page, first).getByRole('textbox')).toHaveValue('2');
  await expect(cartLine(page, second).getByRole('textbox')).toHaveValue('1');
});
