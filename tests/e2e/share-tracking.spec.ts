import type { APIRequestContext } from '@playwright/test';
import { COOKIES } from '@/lib/shared/cookies';
import { API, forwardFakeIp } from './accounts-helpers';
import {
  addFromProductPage,
  cheapLagosProducts,
  loggedInShopper,
  placeOrderThroughBff,
} from './checkout-helpers';
import { wcagViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Share tracking (issue 41 part 3): from an order's details the shopper makes a tracking link; a
 * stranger's browser sees the order's progress and lines, and nothing personal; turned off, the
 * link opens nothing.
 */

forwardFakeIp();

const OPERATIONS = { authorization: `Bearer ${process.env.OPERATIONS_KEY}` };

async function operate(request: APIRequestContext, orderId: string, move: string, data = {}) {
  const response = await request.post(`${API}/api/operations/orders/${orderId}/${move}`, {
    headers: OPERATIONS,
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a shared tracking link shows the order’s progress to a stranger, until it is turned off', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const [product] = await cheapLagosProducts(request, 1, info.project.name === 'mobile' ? 2 : 3);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  const orderId = await placeOrderThroughBff(page, request, 'Lagos');
  const chosen = await page.request.post(`/api/customer/orders/${orderId}/pay-on-delivery`);
  expect(chosen.status(), await chosen.text()).toBe(200);
  await operate(request, orderId, 'processing');
  await operate(request, orderId, 'shipped', { trackingNote: 'GIG Logistics GIG-9001' });

  await page.goto('/orders');
  await page
    .getByRole('button', { name: /See Details/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Share tracking' }).click();
  await page.waitForURL(`**/orders/${orderId}/tracking`);
  await page.getByRole('button', { name: 'Make a tracking link' }).click();
  const field = page.getByTestId('tracking-link');
  await expect(field).toBeVisible();
  const link = await field.inputValue();
  expect(link).toMatch(/\/track\/[\w-]{43}$/);
  const whatsApp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsApp!)).toContain(link);

  const stranger = await browser.newContext({ baseURL });
  await stranger.addCookies([{ name: COOKIES.location.name, value: 'Lagos', url: baseURL! }]);
  const theirs = await stranger.newPage();
  const path = new URL(link).pathname;
  const opened = await theirs.goto(path);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['cache-control']).toMatch(/no-store/);
  await expect(theirs.getByRole('heading', { name: 'Order progress: Shipped' })).toBeVisible();
  await expect(theirs.getByTestId('tracking-timeline').locator('li')).toHaveCount(4);
  await expect(theirs.getByText(product.title)).toBeVisible();
  const text = await theirs.locator('body').innerText();
  for (const secret of [orderId, '12 Allen Avenue', '08035550101', 'GIG-9001', '₦'])
    expect(text).not.toContain(secret);
  expect(await wcagViolations(theirs)).toEqual([]);

  await page.getByRole('button', { name: 'Turn off the link' }).click();
  await expect(page.getByRole('button', { name: 'Make a tracking link' })).toBeVisible();
  expect((await theirs.goto(path))!.status()).toBe(404);
  await stranger.close();
});
