import {
  addFromProductPage,
  loggedInShopper,
  productsOfVendors,
  shipTo,
  SUCCESS_CARD,
} from '../e2e/checkout-helpers';
import { expect, test } from './fixtures';

/**
 * A whole purchase as a shopper makes it through the edge: sign-in, cart, shipping, the sandbox
 * provider's page (served by an API replica, on the site's own origin through the edge, so that a
 * phone reaches it) and the confirmation. Any step may land on either storefront replica and
 * either API replica.
 */
test('buys through nginx with the sandbox provider, and finds the order', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const [product] = await productsOfVendors(request, 1);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await page.waitForURL('**/checkout/shipping');
  const orderId = await shipTo(page);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await page.getByLabel('Card number').waitFor();
  const payPage = new URL(page.url());
  expect(payPage.origin).toBe(new URL(baseURL!).origin);
  expect(payPage.pathname).toMatch(/^\/sandbox\/flutterwave\/pay\//);
  await page.getByLabel('Card number').fill(SUCCESS_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/checkout\/confirmation\//);

  expect(new URL(page.url()).pathname).toBe(`/checkout/confirmation/${orderId}`);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await page.goto('/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: product.title })).toBeVisible();

  // Only the page is public: the sandbox's provider calls stay on the APIs' loopback address.
  const providerCall = await request.post('/sandbox/flutterwave/v3/payments', { data: {} });
  expect(providerCall.status()).toBe(404);
});
