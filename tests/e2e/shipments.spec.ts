import type { APIRequestContext } from '@playwright/test';
import { forwardFakeIp } from './accounts-helpers';
import {
  addFromProductPage,
  deliveryAreas,
  kanoProduct,
  loggedInShopper,
  payWithCard,
  productsOfVendors,
  routeKobo,
  SUCCESS_CARD,
} from './checkout-helpers';
import { addToCart, formatKobo } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Delivery to the shopper's state (issue 30 item 1, decision 045). The tests' shopper chose Lagos
 * (fixtures.ts). Every figure is asked of the e2e API, never hard-coded: a delivery area's price
 * plus the route's fee from the warehouse's state.
 */

forwardFakeIp();

async function areaKobo(request: APIRequestContext, state: string, area: string) {
  const found = (await deliveryAreas(request, state)).find((a) => a.area === area);
  expect(found, `${area} is an area of ${state}`).toBeDefined();
  return Math.round(found!.price * 100);
}

test('a Lagos shopper buys a Kano product and it is delivered to Lagos', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const product = await kanoProduct(request, info.project.name === 'mobile' ? 0 : 1);
  const route = await routeKobo(request, 'Kano', 'Lagos');
  const { minDays, maxDays } = route.quote.window;
  await loggedInShopper(page, request, info);

  // The product page: where it ships from, and the fee and window to the shopper's state.
  await addFromProductPage(page, product);
  const line = page.getByTestId('delivery-line');
  await expect(line).toContainText('Ships from Kano');
  await expect(line).toContainText(
    `Delivery to Lagos from ${formatKobo(Math.round(route.quote.fee * 100))} · ${minDays}–${maxDays} days`,
  );

  // The checkout starts in the shopper's state, with Lagos areas, and one shipment from Kano.
  await page.goto('/checkout/shipping');
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
  const shipment = page.getByTestId('shipment');
  await expect(shipment).toHaveCount(1);
  await expect(shipment).toContainText('From Kano');
  await expect(shipment).toContainText(`Arrives in ${minDays}–${maxDays} days`);
  await page.getByLabel('Area').selectOption('Victoria Island');
  const fee = formatKobo(route.kobo + (await areaKobo(request, 'Lagos', 'Victoria Island')));
  await expect(shipment.getByTestId('shipment-fee')).toHaveText(fee);
  await expect(page.getByTestId('order-summary').getByText(fee)).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Adeola Odeku Street');
  await page.getByLabel('Postcode').fill('101241');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL(/\/checkout\/review\/[A-Za-z0-9_-]+$/);

  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('shipping-details')).toContainText(
    '4 Adeola Odeku Street, Victoria Island, Lagos 101241',
  );
  await expect(page.getByText('1 shipment to Lagos')).toBeVisible();
  await expect(page.getByTestId('shipment')).toContainText('From Kano');
  await expect(page.getByTestId('shipment')).toContainText(`${product.title} × 1`);
  await expect(page.getByTestId('shipment-fee')).toHaveText(fee);
});

test('a two-warehouse cart gives two shipments, each with its fee', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const mobile = info.project.name === 'mobile';
  const [lagos] = await productsOfVendors(request, 1, mobile ? 20 : 22);
  const kano = await kanoProduct(request, mobile ? 2 : 3);
  const route = await routeKobo(request, 'Kano', 'Lagos');
  const ikeja = await areaKobo(request, 'Lagos', 'Ikeja');
  await loggedInShopper(page, request, info);
  await addToCart(page, lagos);
  await addToCart(page, kano);

  await page.goto('/checkout/shipping');
  await expect(page.getByText('2 shipments to Lagos')).toBeVisible();
  await page.getByLabel('Area').selectOption('Ikeja');
  const shipments = page.getByTestId('shipment');
  await expect(shipments).toHaveCount(2);
  const fromLagos = shipments.filter({ hasText: 'From Lagos' });
  const fromKano = shipments.filter({ hasText: 'From Kano' });
  await expect(fromLagos).toContainText(lagos.title);
  await expect(fromKano).toContainText(kano.title);
  await expect(fromLagos.getByTestId('shipment-fee')).toHaveText(formatKobo(ikeja));
  await expect(fromKano.getByTestId('shipment-fee')).toHaveText(formatKobo(route.kobo + ikeja));
  // The summary's shipping is the two fees together.
  await expect(
    page.getByTestId('order-summary').getByText(formatKobo(route.kobo + 2 * ikeja)),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('Postcode').fill('100001');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL(/\/checkout\/review\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText('2 shipments to Lagos')).toBeVisible();
  await expect(
    page.getByTestId('shipment').filter({ hasText: 'From Kano' }).getByTestId('shipment-fee'),
  ).toHaveText(formatKobo(route.kobo + ikeja));
});
