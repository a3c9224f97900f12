import type { APIRequestContext, Page } from '@playwright/test';
import { API, forwardFakeIp } from './accounts-helpers';
import {
  addFromProductPage,
  cheapLagosProducts,
  loggedInShopper,
  payWithCard,
  shipTo,
  SUCCESS_CARD,
  type ApiProduct,
} from './checkout-helpers';
import { formatKobo, toast } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * The order's life (issue 26 parts 2-4): a pay-on-delivery order moved by the operations API to
 * its delivery, and a paid order cancelled and refunded, with the timeline and e-mails following.
 */

forwardFakeIp();

const OPERATIONS = { authorization: `Bearer ${process.env.OPERATIONS_KEY}` };

async function operate(request: APIRequestContext, orderId: string, move: string, data = {}) {
  const response = await request.post(`${API}/api/operations/orders/${orderId}/${move}`, {
    headers: OPERATIONS,
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { order: { total: number } }).order;
}

/** The subjects mailed to `email` about this order, polled until they are exactly `expected`. */
async function expectMails(
  request: APIRequestContext,
  email: string,
  orderId: string,
  expected: string[],
) {
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/dev/mailbox.json`, { params: { to: email } });
      const { messages } = (await response.json()) as { messages: { subject: string }[] };
      return messages
        .map((m) => m.subject)
        .filter((subject) => subject.includes(orderId))
        .sort();
    })
    .toEqual([...expected].sort());
}

const timeline = (page: Page) => page.getByTestId('order-timeline');

async function toReview(page: Page, product: ApiProduct) {
  await addFromProductPage(page, product);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await page.waitForURL('**/checkout/shipping');
  return shipTo(page);
}

test('a pay-on-delivery order from placing it to its delivery', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const product = (await cheapLagosProducts(request, 1, info.project.name === 'mobile' ? 0 : 1))[0];
  const email = await loggedInShopper(page, request, info);
  const orderId = await toReview(page, product);

  const onDelivery = page.getByLabel('Pay on delivery: cash, transfer or card to the rider');
  await expect(onDelivery).toBeEnabled();
  await onDelivery.check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.waitForURL(`**/checkout/confirmation/${orderId}`);

  const banner = page.getByTestId('payment-banner');
  await expect(banner).toHaveAttribute('data-tone', 'on-delivery');
  await expect(banner).toContainText('on delivery: cash, bank transfer or card to the rider.');
  await expect(timeline(page)).toContainText('Awaiting payment on delivery');
  await expect(page.getByRole('button', { name: 'CANCEL ORDER' })).toBeVisible();

  const { total } = await operate(request, orderId, 'processing');
  await expect(banner).toContainText(`Pay ${formatKobo(Math.round(total * 100))} on delivery`);
  await operate(request, orderId, 'shipped', { trackingNote: 'GIG Logistics GIG-4471' });
  await page.reload();
  await expect(timeline(page)).toContainText('Shipped');
  await expect(timeline(page)).toContainText('GIG Logistics GIG-4471');
  await expect(page.getByRole('button', { name: 'CANCEL ORDER' })).toHaveCount(0);

  await operate(request, orderId, 'delivered', { amountCollected: total });
  await page.reload();
  await expect(timeline(page).locator('li')).toHaveCount(5);
  await expect(timeline(page)).toContainText('Delivered');
  await expect(
    page.getByText(`Paid to the rider: ${formatKobo(Math.round(total * 100))}`),
  ).toBeVisible();
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');

  // One e-mail per step.
  await expectMails(request, email, orderId, [
    `We received your order ${orderId}`,
    `Your order ${orderId} is on its way`,
    `Your order ${orderId} was delivered`,
  ]);
});

test('cancels a paid order and shows its refund', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const product = (await cheapLagosProducts(request, 1, info.project.name === 'mobile' ? 2 : 3))[0];
  const email = await loggedInShopper(page, request, info);
  const orderId = await toReview(page, product);
  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(timeline(page)).toContainText('Payment received');

  await page.getByRole('button', { name: 'CANCEL ORDER' }).click();
  await page.getByRole('button', { name: 'YES, CANCEL IT' }).click();
  // A toast: the notice would leave with the button once the order reads as cancelled.
  await expect(toast(page, 'is being refunded')).toBeVisible();
  await expect(page.getByTestId('order-refund')).toContainText('Refunded');
  // The banner no longer thanks for the payment: the order was cancelled, the money refunded.
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'cancelled');
  await expect(page.getByTestId('payment-banner-detail')).toContainText('Refunded');
  await expect(timeline(page)).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'CANCEL ORDER' })).toHaveCount(0);

  await expectMails(request, email, orderId, [
    `We received your order ${orderId}`,
    `Payment received for order ${orderId}`,
    `Your order ${orderId} was cancelled`,
    `Refund for order ${orderId}`,
  ]);
});
