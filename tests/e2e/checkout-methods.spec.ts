import type { Page } from '@playwright/test';
import { forwardFakeIp } from './accounts-helpers';
import { addFromProductPage, loggedInShopper, productsOfVendors, shipTo } from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * Bank transfer and USSD through the sandbox's hosted page (issue 26.1, decision 039): the same
 * redirect and verification as a card, and the order says how it was paid.
 */

forwardFakeIp();

const TRANSFER_BUTTON = 'I have sent the money (bank confirms)';

/** The confirmation page's banner text and tone. */
async function expectBanner(page: Page, tone: 'success' | 'failed', text: string) {
  await expect(page.getByTestId('payment-banner').getByRole('paragraph')).toHaveText(text);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', tone);
}

/** My Orders' details modal of the only order says how it was paid. */
async function expectDetailsSay(page: Page, orderId: string, paidBy: string) {
  await page.goto('/orders');
  await page.getByRole('button', { name: /See Details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  await expect(dialog.getByText(orderId)).toBeVisible();
  await expect(dialog.getByTestId('paid-by')).toHaveText(paidBy);
}

test('pays by bank transfer: a wrong amount is not counted, the exact one pays', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 20 : 22);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  await page.goto('/checkout/shipping');
  const orderId = await shipTo(page);

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with bank transfer' })).toBeVisible();
  const details = page.getByTestId('transfer-details');
  await expect(details.getByText('Sandbox Bank (test)')).toBeVisible();
  await expect(page.getByTestId('transfer-account')).toHaveText(/^99\d{8}$/);
  await expect(details.locator('time')).toBeVisible();
  const amount = page.getByLabel(/Amount the bank received/);
  const exact = await amount.inputValue();
  expect(exact).toMatch(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('transfer-amount')).toContainText(
    Number(exact).toLocaleString('en-NG', { minimumFractionDigits: 2 }),
  );

  // A transfer ₦100 short: the bank took it, but the order is not paid.
  const short = (Number(exact) - 100).toFixed(2);
  await amount.fill(short);
  await page.getByRole('button', { name: TRANSFER_BUTTON }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/confirmation/${orderId}`);
  await expectBanner(page, 'failed', 'Payment Failed. Please try again.');
  await expect(page.getByRole('alert').filter({ hasText: 'We received' })).toContainText(
    'will be refunded',
  );
  await expect(page.getByTestId('paid-by')).toHaveCount(0);

  // Paying again opens a fresh transfer account; the prefilled, exact amount pays.
  await page.getByRole('link', { name: 'COMPLETE PAYMENT' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/review/${orderId}`);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByLabel(/Amount the bank received/)).toHaveValue(exact);
  await page.getByRole('button', { name: TRANSFER_BUTTON }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/confirmation/${orderId}`);
  await expectBanner(page, 'success', 'Thank you! Your payment was successful.');
  await expect(page.getByTestId('paid-by')).toHaveText('Paid by bank transfer');
  await expect(page.getByText('We received')).toHaveCount(0);

  await expectDetailsSay(page, orderId, 'Paid by bank transfer');
});

test('pays by USSD: picks a bank, dials the code, the bank confirms', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 24 : 26);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  await page.goto('/checkout/shipping');
  const orderId = await shipTo(page);

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with USSD' })).toBeVisible();
  await page.getByLabel('Your bank').selectOption('gtbank');
  await page.getByRole('button', { name: 'Get the code to dial' }).click();
  await expect(page.getByTestId('ussd-code')).toHaveText(/^\*737\*000\*\d{4,}#$/);
  await expect(page.getByLabel('Your bank')).toHaveValue('gtbank');
  await page.getByRole('button', { name: 'I have dialled the code (bank confirms)' }).click();

  await page.waitForURL((url) => url.pathname === `/checkout/confirmation/${orderId}`);
  await expectBanner(page, 'success', 'Thank you! Your payment was successful.');
  await expect(page.getByTestId('paid-by')).toHaveText('Paid by USSD');

  await expectDetailsSay(page, orderId, 'Paid by USSD');
});
