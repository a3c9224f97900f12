import type { Page } from '@playwright/test';
import { forwardFakeIp } from './accounts-helpers';
import {
  cheapLagosProducts,
  INSUFFICIENT_FUNDS_CARD,
  loggedInShopper,
  payWithCard,
  placeOrderThroughBff,
  shipTo,
} from './checkout-helpers';
import { addToCart, bff, formatKobo } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 38 part 3, orders and payments that read right: a cancelled order's banner, a declined
 * card's page, My Orders by order, and the address the checkout remembers.
 */

forwardFakeIp();

const pick = (projectName: string, mobile: number, desktop: number) =>
  projectName === 'mobile' ? mobile : desktop;

async function orderTotal(page: Page, orderId: string) {
  const response = await page.request.get(`/api/customer/orders/details/${orderId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { order: { total: number } }).order.total;
}

const banner = (page: Page) => page.getByTestId('payment-banner');

test('a cancelled pay-on-delivery order says it was cancelled and that nothing was charged', async ({
  page,
  request,
}, info) => {
  test.slow();
  const [product] = await cheapLagosProducts(request, 1, pick(info.project.name, 20, 21));
  await loggedInShopper(page, request, info);
  await addToCart(page, product);
  const orderId = await placeOrderThroughBff(page, request, 'Lagos');
  await bff(page, 'POST', `orders/${orderId}/pay-on-delivery`);

  await page.goto(`/checkout/confirmation/${orderId}`);
  await expect(banner(page)).toHaveAttribute('data-tone', 'on-delivery');
  await page.getByRole('button', { name: 'CANCEL ORDER' }).click();
  await page.getByRole('button', { name: 'YES, CANCEL IT' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order cancelled');
  await expect(banner(page)).toHaveAttribute('data-tone', 'cancelled');
  await expect(banner(page)).toContainText('This order was cancelled.');
  await expect(page.getByTestId('payment-banner-detail')).toHaveText(
    'Nothing was charged: it was to be paid on delivery.',
  );
  // Not "Order placed. Pay ₦… on delivery" any more, and nothing left to pay.
  await expect(banner(page)).not.toContainText('on delivery: cash');
  await expect(page.getByRole('link', { name: 'COMPLETE PAYMENT' })).toHaveCount(0);
  await expect(page.getByTestId('confirmation-action')).toHaveText('CONTINUE SHOPPING');
});

test('a declined card: the heading says so, the provider’s reason, COMPLETE PAYMENT first', async ({
  page,
  request,
}, info) => {
  test.slow();
  const [product] = await cheapLagosProducts(request, 1, pick(info.project.name, 22, 23));
  await loggedInShopper(page, request, info);
  await addToCart(page, product);
  await page.goto('/checkout/shipping');
  const orderId = await shipTo(page);
  await payWithCard(page, INSUFFICIENT_FUNDS_CARD);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await expect(banner(page)).toHaveAttribute('data-tone', 'failed');
  await expect(banner(page).getByText('Payment Failed. Please try again.')).toBeVisible();
  await expect(page.getByTestId('payment-banner-detail')).toHaveText(
    'Reason given by the payment provider: Insufficient funds',
  );

  // COMPLETE PAYMENT is the first thing after the banner: on the first screen, above the order
  // and above CANCEL ORDER; once only.
  const complete = page.getByRole('link', { name: 'COMPLETE PAYMENT' });
  await expect(complete).toHaveCount(1);
  await expect(complete).toBeInViewport();
  const cancel = page.getByRole('button', { name: 'CANCEL ORDER' });
  const [completeBox, cancelBox] = [await complete.boundingBox(), await cancel.boundingBox()];
  expect(completeBox!.y).toBeLessThan(cancelBox!.y);
  await complete.click();
  await page.waitForURL((url) => url.pathname === `/checkout/review/${orderId}`);
});

test('My Orders: one row per order with its count and total, Buy again on each', async ({
  page,
  request,
}, info) => {
  test.slow();
  const [first, second] = await cheapLagosProducts(request, 2, pick(info.project.name, 24, 26));
  await loggedInShopper(page, request, info);
  await addToCart(page, first, 2);
  const older = await placeOrderThroughBff(page, request, 'Lagos');
  await bff(page, 'POST', `orders/${older}/pay-on-delivery`);
  await bff(page, 'DELETE', 'cart/clear');
  await addToCart(page, first, 1);
  await addToCart(page, second, 3);
  const newer = await placeOrderThroughBff(page, request, 'Lagos');

  await page.goto('/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  const expected = [
    { orderId: newer, count: '4 items', lines: 2, status: 'Awaiting payment' },
    { orderId: older, count: '2 items', lines: 1, status: 'Awaiting payment on delivery' },
  ];
  for (const [i, order] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(order.orderId);
    await expect(row.getByTestId('item-count')).toHaveText(order.count);
    await expect(row.getByTestId('order-status')).toHaveText(order.status);
    const total = await orderTotal(page, order.orderId);
    await expect(row.getByTestId('order-total')).toHaveText(formatKobo(Math.round(total * 100)));
    await expect(
      row.getByRole('button', { name: `Buy again order ${order.orderId}` }),
    ).toBeVisible();
    await expect(row.getByTestId('order-row-line')).toHaveCount(order.lines);
  }

  // The lines open from the keyboard.
  const summary = rows.first().getByText('Items in this order (2)');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(
    rows.first().getByTestId('order-row-line').filter({ hasText: second.title }),
  ).toBeVisible();
  await expect(
    rows
      .first()
      .getByTestId('order-row-line')
      .filter({ hasText: second.title })
      .getByTestId('line-total'),
  ).toHaveText(formatKobo(Math.round((second.discountedPrice ?? second.originalPrice) * 300)));
});

test('the checkout remembers the address: Manage Account shows it, the next checkout offers it', async ({
  page,
  request,
}, info) => {
  test.slow();
  const [product] = await cheapLagosProducts(request, 1, pick(info.project.name, 28, 29));
  await loggedInShopper(page, request, info);
  await addToCart(page, product);

  await page.goto('/checkout/shipping');
  // No saved address yet: nothing to offer, and "Save this address" starts checked.
  await expect(page.getByLabel('Saved addresses')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Save this address' })).toBeChecked();
  await shipTo(page);

  await page.goto('/manage-account');
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses).toContainText('12 Allen Avenue');
  await expect(addresses).not.toContainText('N/A');
  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  const modal = page.getByRole('dialog', { name: 'Manage Addresses' });
  await expect(modal.getByTestId('address')).toHaveCount(1);
  await expect(modal.getByTestId('address')).toContainText('12 Allen Avenue');
  await expect(modal.getByTestId('address')).toContainText('Lagos 100001');
  await page.keyboard.press('Escape');

  // The second checkout starts from the saved address, and does not save it twice.
  await page.goto('/checkout/shipping');
  const saved = page.getByLabel('Saved addresses');
  await expect(saved.locator('option:checked')).toContainText('12 Allen Avenue');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '12 Allen Avenue',
  );
  await expect(page.getByLabel('Postcode')).toHaveValue('100001');
  await expect(page.getByLabel('Area')).not.toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Save this address' }).check();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL(/\/checkout\/review\//);
  const book = await page.request.get('/api/customer/addresses');
  expect(((await book.json()) as { addresses: unknown[] }).addresses).toHaveLength(1);
});
