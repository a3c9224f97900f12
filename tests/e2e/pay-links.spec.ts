import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { forwardFakeIp } from './accounts-helpers';
import {
  addFromProductPage,
  loggedInShopper,
  placeOrderThroughBff,
  productsOfVendors,
  shipTo,
  SUCCESS_CARD,
} from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): the shopper makes a payment link and
 * shares it on WhatsApp; someone in another browser, without an account or a cookie, opens it
 * and pays it with the test card; the shopper's order then reads "Paid by someone else".
 */

forwardFakeIp();

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WhatsApp's share page, answered here: the tests run offline, and only its address matters. */
async function catchWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** Makes the link from the panel in view; answers its address and the message shared. */
async function makeLink(page: Page, panel: ReturnType<Page['getByTestId']>, name: string) {
  await panel.getByLabel('Your name as they will see it').fill(name);
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'ASK SOMEONE TO PAY' }).click();
  const whatsApp = await popup;
  const url = await panel.getByTestId('pay-link-url').inputValue();
  expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
  const shared = new URL(whatsApp.url());
  expect(shared.origin).toBe('https://wa.me');
  const message = shared.searchParams.get('text')!;
  await whatsApp.close();
  return { url, message };
}

/** axe's WCAG A and AA rules, and on a phone its target size at 44 px (as tap-targets.spec.ts). */
async function axeViolations(page: Page, phone: boolean, include = 'body') {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ minSize, include }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      if (minSize)
        axe.configure({
          checks: [
            { id: 'target-size', options: { minSize } },
            { id: 'target-offset', options: { minOffset: minSize } },
          ],
        });
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(minSize ? ['wcag22aa'] : [])];
      const results = await axe.run(
        { include: [[include]] },
        { runOnly: { type: 'tag', values: tags } },
      );
      return results.violations.map((rule) => `${rule.id}: ${rule.nodes.map((n) => n.html)}`);
    },
    { minSize: phone ? 44 : 0, include },
  );
}

test('a shopper asks at the review step; someone without an account pays; the order is paid by someone else', async ({
  page,
  request,
  browser,
  context,
}, info) => {
  test.setTimeout(120_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 34 : 36);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  await page.goto('/checkout/shipping');
  const orderId = await shipTo(page);

  await catchWhatsApp(context);
  await page.getByLabel('Ask someone to pay: send them a link on WhatsApp').check();
  const panel = page.getByTestId('ask-someone-to-pay');
  await expect(panel.getByText('never your address, phone or e-mail')).toBeVisible();
  const { url, message } = await makeLink(page, panel, 'Mama Tunde');
  expect(message).toContain(product.title);
  expect(message).toContain('Oja Market');
  expect(message).toMatch(/Total: ₦[\d,]+\.\d{2}/);
  expect(message.split('\n').at(-1)).toBe(url);
  await expect(panel.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  const phone = info.project.name === 'mobile';
  expect(await axeViolations(page, phone, '[data-testid="ask-someone-to-pay"]')).toEqual([]);

  // Someone else, in a browser of their own: no session, no cookie, their own address.
  const payerContext = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' },
  });
  const payer = await payerContext.newPage();
  const opened = await payer.goto(url);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['cache-control']).toBe('private, no-store');
  await expect(
    payer.getByRole('heading', { level: 1, name: 'Mama Tunde asks you to pay for an order' }),
  ).toBeVisible();
  await expect(payer.getByText(product.title)).toBeVisible();
  await expect(payer.getByTestId('pay-link-delivery')).toHaveText('Delivered to Lagos');
  const body = await payer.locator('body').innerText();
  for (const secret of ['12 Allen Avenue', '08035550101', '@example', orderId])
    expect(body).not.toContain(secret);
  expect(await axeViolations(payer, info.project.name === 'mobile')).toEqual([]);

  await payer.getByLabel('Your e-mail, for a receipt (optional)').fill('tunde@example.com');
  await payer.getByRole('button', { name: /^PAY ₦/ }).click();
  await payer.getByLabel('Card number').fill(SUCCESS_CARD);
  await payer.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payer.getByLabel('CVV').fill('123');
  await payer.getByRole('button', { name: /^Pay / }).click();
  await payer.waitForURL((address) => address.toString().startsWith(`${url}?`));
  await expect(payer.getByTestId('payment-banner')).toContainText(
    'Thank you! Your payment was successful.',
  );
  await expect(payer.getByTestId('pay-link-status')).toHaveText('Payment received');
  await expect(payer.getByTestId('pay-link-form')).toHaveCount(0);
  await payerContext.close();

  // The shopper sees it paid, and by whom.
  await page.goto(`/checkout/confirmation/${orderId}`);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('paid-by')).toHaveText('Paid by someone else');
  await expect(page.getByTestId('ask-someone-to-pay')).toHaveCount(0);
});

test('asked from the order details; a payer without scripts reads it; the shopper withdraws it', async ({
  page,
  request,
  browser,
  context,
}, info) => {
  test.setTimeout(90_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 38 : 40);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  const orderId = await placeOrderThroughBff(page, request, 'Lagos');

  await catchWhatsApp(context);
  await page.goto('/orders');
  await page.getByRole('button', { name: `See Details of order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order details' });
  // A button until pressed: the panel's code loads then, and the keyboard goes on at the name.
  await dialog.getByRole('button', { name: 'Ask someone to pay', exact: true }).click();
  const panel = dialog.getByTestId('ask-someone-to-pay');
  await expect(panel.getByRole('heading', { name: 'Ask someone to pay' })).toBeVisible();
  await expect(panel.getByLabel('Your name as they will see it')).toBeFocused();
  const { url } = await makeLink(page, panel, 'Ngozi');

  const payerContext = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' },
  });
  const payer = await payerContext.newPage();
  await payer.goto(url);
  await expect(
    payer.getByRole('heading', { name: 'Ngozi asks you to pay for an order' }),
  ).toBeVisible();
  await expect(payer.getByText(product.title)).toBeVisible();
  await expect(payer.getByRole('button', { name: /^PAY ₦/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Withdraw the link' }).click();
  await expect(panel.getByText('Payment link withdrawn')).toBeVisible();
  await payer.reload();
  await expect(payer.getByRole('heading', { name: 'This link takes no payment' })).toBeVisible();
  await expect(
    payer.getByText('This payment link was withdrawn, so it takes no money.'),
  ).toBeVisible();
  await expect(payer.getByText(product.title)).toHaveCount(0);
  await expect(payer.getByRole('button', { name: /^PAY/ })).toHaveCount(0);

  // A guessed link is no order at all.
  await payer.goto(`/pay/${'x'.repeat(43)}`);
  await expect(payer.getByRole('heading', { name: 'Payment link not found' })).toBeVisible();
  await payerContext.close();
});
