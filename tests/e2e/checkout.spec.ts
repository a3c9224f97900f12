import { forwardFakeIp, sessionOf } from './accounts-helpers';
import {
  addFromProductPage,
  deliveryAreas,
  INSUFFICIENT_FUNDS_CARD,
  loggedInShopper,
  payWithCard,
  placeOrderThroughBff,
  productsOfVendors,
  shipTo,
  SUCCESS_CARD,
} from './checkout-helpers';
import { addToCart, cartBadge, formatKobo, priceKobo, taxPercent, toast } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * The whole purchase in the sandbox payment provider (served by the e2e API): cart, shipping,
 * review, the provider's hosted page, and the confirmation that only believes the API.
 */

forwardFakeIp();

test('buys from two vendors, pays with the success card, finds the order and reviews a product', async ({
  page,
  request,
}, info) => {
  // Sign up, two products, three checkout steps, the provider, My Orders and a review.
  test.setTimeout(120_000);
  const products = await productsOfVendors(request, 2, info.project.name === 'mobile' ? 0 : 4);
  await loggedInShopper(page, request, info);
  for (const product of products) await addFromProductPage(page, product);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await page.waitForURL('**/checkout/shipping');

  // The state is the shopper's location (Lagos, where these products ship from: decision 045).
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
  await expect(page.getByTestId('shipment')).toHaveCount(1);
  // The phone comes from the profile; empty fields are refused with the spec's text.
  await expect(page.getByLabel('Phone Number')).toHaveValue('08035550101');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('All fields are required.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  // Within one state the shipping is the chosen area's price; the summary adds the tax rate.
  const areas = await deliveryAreas(request, products[0].warehouseState);
  const subtotal = products.reduce((sum, product) => sum + priceKobo(product), 0);
  const shipping = Math.round(areas[0].price * 100);
  const tax = Math.round((subtotal * (await taxPercent(request))) / 100);
  const total = formatKobo(subtotal + shipping + tax);
  await page.getByLabel('Area').selectOption(areas[0].area);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(formatKobo(shipping))).toBeVisible();
  await expect(summary.getByText(total)).toBeVisible();

  const orderId = await shipTo(page);
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  for (const product of products)
    await expect(page.getByTestId('order-line').getByText(product.title)).toBeVisible();
  await expect(page.getByText('12 Allen Avenue')).toBeVisible();
  await expect(page.getByTestId('order-summary').getByText(total)).toBeVisible();

  await expect(cartBadge(page)).toHaveText('2');
  const sessionAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/session',
  );
  await payWithCard(page, SUCCESS_CARD);
  expect(new URL(page.url()).pathname).toBe(`/checkout/confirmation/${orderId}`);
  await expect(page.getByTestId('payment-banner').getByRole('paragraph')).toHaveText(
    'Thank you! Your payment was successful.',
  );
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByText('Chidinma Eze')).toBeVisible();
  await expect(page.getByText('08035550101')).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-summary').getByText(total)).toBeVisible();

  // The API emptied the cart: once the header knows the shopper, it shows no badge, and the cart
  // page is empty.
  await sessionAnswer;
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('button', { name: 'Hi, Chidinma' })).toBeVisible();
  }
  await expect(cartBadge(page)).toHaveCount(0);
  expect((await sessionOf(page)).cartCount).toBe(0);
  await page.getByRole('link', { name: 'CONTINUE SHOPPING' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/cart');
  await expect(page.getByText('Hey! It looks empty!')).toBeVisible();

  // A paid order cannot be paid again: its review page says so and leads to the confirmation.
  await page.goto(`/checkout/review/${orderId}`);
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VIEW CONFIRMATION' })).toHaveAttribute(
    'href',
    `/checkout/confirmation/${orderId}`,
  );

  // My Orders has the order as one row with both lines inside; See Details opens it in a modal.
  await page.goto('/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByText('Items in this order (2)').click();
  for (const product of products) {
    await expect(
      rows.first().getByTestId('order-row-line').filter({ hasText: product.title }),
    ).toContainText(`by ${product.vendor.storeName}`);
  }
  await rows
    .first()
    .getByRole('button', { name: /See Details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  await expect(dialog.getByText(orderId)).toBeVisible();
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('order-line')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows.first().getByRole('button', { name: /See Details/ })).toBeFocused();

  // Having bought it, the shopper may now review the product, and then update the review.
  const reviewed = products[0];
  await page.goto(`/products/${reviewed.id}#reviews`);
  const reviews = page.getByRole('tabpanel', { name: /^Reviews/ });
  const reviewsTab = page.getByRole('tab', { name: /^Reviews/ });
  const reviewCount = Number(/\((\d+)\)/.exec((await reviewsTab.textContent()) ?? '')?.[1] ?? 0);
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('dialog', { name: 'Write a Review' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('Fresh and well packed');
  await form.getByLabel('Comment').fill('Arrived in two days, exactly as described.');
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(toast(page, 'Review added successfully')).toBeVisible();
  await expect(reviews.getByText('Fresh and well packed')).toBeVisible();
  // The page is rendered again by the server with the new count beside the title and on the tab.
  await expect(reviewsTab).toHaveText(`Reviews (${reviewCount + 1})`);
  await expect(page.getByTestId('product-rating')).toContainText(
    `${reviewCount + 1} ${reviewCount === 0 ? 'review' : 'reviews'}`,
  );

  await reviews.getByRole('button', { name: 'Update Your Review' }).click();
  const update = page.getByRole('dialog', { name: 'Update Your Review' });
  // The form starts from the review as written.
  await expect(update.getByLabel('Title')).toHaveValue('Fresh and well packed');
  await update.getByLabel('Title').fill('Still the best in Lagos');
  await update.getByRole('button', { name: 'UPDATE REVIEW' }).click();
  await expect(toast(page, 'Review updated successfully')).toBeVisible();
  await expect(reviews.getByText('Still the best in Lagos')).toBeVisible();
  await expect(reviews.getByText('Fresh and well packed')).toHaveCount(0);
});

test('a declined card shows the red banner and COMPLETE PAYMENT leads back to the review page', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 8 : 10);
  await loggedInShopper(page, request, info);
  // A new shopper has no orders, and an empty cart has nothing to ship.
  await page.goto('/orders');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.goto('/checkout/shipping');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByLabel('Area')).toHaveCount(0);

  await addFromProductPage(page, product);
  await page.goto('/checkout/shipping');
  const orderId = await shipTo(page);

  await payWithCard(page, INSUFFICIENT_FUNDS_CARD);
  // The spec's text, then the provider's reason beside it (issue 38).
  await expect(page.getByTestId('payment-banner').getByRole('paragraph').first()).toHaveText(
    'Payment Failed. Please try again.',
  );
  await expect(page.getByTestId('payment-banner-detail')).toContainText('Insufficient funds');
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'failed');
  // Nothing was bought: the cart still holds the product.
  expect((await sessionOf(page)).cartCount).toBe(1);

  await page.getByRole('link', { name: 'COMPLETE PAYMENT' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/review/${orderId}`);
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();

  // The failed order is listed, and its details say so.
  await page.goto('/orders');
  await page.getByRole('button', { name: /See Details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  await expect(dialog.getByText(orderId)).toBeVisible();
  await expect(dialog.getByText('Payment failed', { exact: true })).toBeVisible();
});

test('a forged ?status=successful on an unpaid order still shows it pending', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 12 : 14);
  await loggedInShopper(page, request, info);
  // The order is made through the BFF here: the screens of these steps have the test above.
  await addToCart(page, product);
  const orderId = await placeOrderThroughBff(page, request, product.warehouseState);

  for (const forged of [
    `?status=successful&tx_ref=${orderId}`,
    `?status=successful&tx_ref=${orderId}&transaction_id=987654321`,
  ]) {
    await page.goto(`/checkout/confirmation/${orderId}${forged}`);
    await expect(page.getByTestId('payment-banner').getByRole('paragraph')).toHaveText(
      'Your order is pending payment.',
    );
    await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'pending');
    await expect(page.getByRole('link', { name: 'COMPLETE PAYMENT' })).toHaveAttribute(
      'href',
      `/checkout/review/${orderId}`,
    );
  }
});
