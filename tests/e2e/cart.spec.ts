import { createAccount, forwardFakeIp, logIn, PASSWORD, uniqueEmail } from './accounts-helpers';
import {
  addToCart,
  cartBadge,
  formatKobo,
  inStockProducts,
  priceKobo,
  shopProducts,
  signedInShopper,
  taxPercent,
  toast,
} from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * The cart end to end against the real API: add from a card and from the product page (signed
 * out first), the header badge, the cart page's stepper, Remove, Clear Cart, the Order Summary's
 * arithmetic, and the empty state's delay.
 */

forwardFakeIp();

/** Tax rounded half up to the kobo, written out apart from the storefront's own module. */
const taxOf = (subtotalKobo: number, percent: number) =>
  Math.floor((subtotalKobo * Math.round(percent * 100) + 5_000) / 10_000);

test('signed out, Add to cart on a card keeps it in the guest cart; after login a second add raises it', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'card');
  await createAccount(request, info, email);
  const product = (await shopProducts(request)).find((p) => p.quantity >= 3);
  expect(product, 'an in-stock product on the first shop page').toBeDefined();

  await page.goto('/shop');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="/products/${product!.id}"]`) });
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Product added to cart!')).toContainText('Log in to check out');
  expect(new URL(page.url()).pathname).toBe('/shop');
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/login?redirect=%2Fshop');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/shop');
  await expect(cartBadge(page)).toHaveText('1');

  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Product added to cart!')).toContainText('You now have 2 in your cart.');
  await expect(cartBadge(page)).toHaveText('1');
});

test('the product page adds the stepper’s quantity, then raises it; the cart page adds up', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1);
  const percent = await taxPercent(request);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(toast(page, 'Cart item updated successfully!')).toBeVisible();
  // Still one distinct line.
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('textbox')).toHaveValue('4');
  await expect(line.getByRole('link', { name: product.title })).toHaveAttribute(
    'href',
    `/products/${product.id}`,
  );
  await expect(line.getByRole('link', { name: product.vendor.storeName })).toHaveAttribute(
    'href',
    `/vendors/${encodeURIComponent(product.vendor.storeName)}`,
  );
  const unit = priceKobo(product);
  await expect(line.getByTestId('unit-price')).toHaveText(`${formatKobo(unit)} each`);
  await expect(line.getByTestId('line-total')).toHaveText(formatKobo(unit * 4));

  const subtotal = unit * 4;
  const tax = taxOf(subtotal, percent);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(formatKobo(subtotal));
  await expect(page.getByTestId('summary-shipping')).toHaveText('₦0.00');
  await expect(page.getByTestId('summary-tax')).toHaveText(formatKobo(tax));
  await expect(page.getByTestId('summary-total')).toHaveText(formatKobo(subtotal + tax));

  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/shipping');
});

test('change a quantity, remove a line and clear the cart; the badge follows', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [first, second] = await inStockProducts(request, 2, 2);
  await addToCart(page, first, 1);
  await addToCart(page, second, 2);
  const percent = await taxPercent(request);

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(cartBadge(page)).toHaveText('2');

  const firstLine = lines.filter({ has: page.getByRole('link', { name: first.title }) });
  const update = page.waitForResponse(
    (r) => r.url().endsWith('/api/customer/cart/update') && r.request().method() === 'PUT',
  );
  // Two quick taps are one request, with the final quantity. Raw mouse clicks at the button's
  // centre: two locator clicks (each waiting for the button to settle) could fall either side of
  // the 400 ms debounce on a loaded machine.
  const increase = firstLine.getByRole('button', { name: `Increase quantity of ${first.title}` });
  await increase.scrollIntoViewIfNeeded();
  const box = await increase.boundingBox();
  if (!box) throw new Error('the increase button is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect((await update).request().postDataJSON()).toEqual({ productId: first.id, qty: 3 });
  const subtotal = priceKobo(first) * 3 + priceKobo(second) * 2;
  await expect(page.getByTestId('summary-subtotal')).toHaveText(formatKobo(subtotal));
  await expect(page.getByTestId('summary-total')).toHaveText(
    formatKobo(subtotal + taxOf(subtotal, percent)),
  );

  await page.reload();
  await expect(firstLine.getByRole('textbox')).toHaveValue('3');

  await page.getByRole('button', { name: `Remove ${second.title}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByTestId('summary-subtotal')).toHaveText(formatKobo(priceKobo(first) * 3));

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Hey! It looks empty!')).toBeVisible();
  await expect(cartBadge(page)).toBeHidden();
  await page.reload();
  await expect(page.getByText('Hey! It looks empty!')).toBeVisible();
});

test('an empty cart shows skeletons first and the empty state only after 2.5 s', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const started = Date.now();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-skeleton')).toBeVisible();
  await expect(page.getByText('Hey! It looks empty!')).toBeHidden();
  await expect(page.getByText('Hey! It looks empty!')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  await expect(page.getByText("Let's add some items to make it heavy")).toBeVisible();
  await expect(page.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/shop');
  await expect(page.getByTestId('cart-skeleton')).toBeHidden();
});

test('a visitor sees the empty cart with a way to log in', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Hey! It looks empty!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Log in to see your cart' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcart',
  );
});

test('more than the stock is refused with the server’s message and the cart is unchanged', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1, 4);
  await addToCart(page, product, product.quantity);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const refused = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(refused).toBeVisible();
  await expect(refused).not.toHaveText('Failed to add item to cart');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').getByRole('textbox')).toHaveValue(
    String(product.quantity),
  );
});
