import { COOKIES } from '@/lib/shared/cookies';
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
 * Delivery to every state (issue 38, decision 053): a shopper in a state without a warehouse buys
 * from two warehouse states, and a shopper who never said where they are chooses the state
 * themselves. Figures are asked of the e2e API, never typed in.
 */

forwardFakeIp();

test('an Anambra shopper buys a Lagos product and a Kano product, delivered to Anambra', async ({
  page,
  context,
  baseURL,
  request,
}, info) => {
  test.setTimeout(120_000);
  const mobile = info.project.name === 'mobile';
  await context.addCookies([{ name: COOKIES.location.name, value: 'Anambra', url: baseURL! }]);
  const [lagos] = await productsOfVendors(request, 1, mobile ? 30 : 32);
  const kano = await kanoProduct(request, mobile ? 6 : 7);
  const awka = (await deliveryAreas(request, 'Anambra')).find((a) => a.area === 'Awka');
  expect(awka, 'Awka is an Anambra area').toBeDefined();
  const awkaKobo = Math.round(awka!.price * 100);
  const fromLagos = (await routeKobo(request, 'Lagos', 'Anambra')).kobo + awkaKobo;
  const fromKano = (await routeKobo(request, 'Kano', 'Anambra')).kobo + awkaKobo;
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, lagos);
  await addFromProductPage(page, kano);

  // The state is the one the shopper chose, with its own areas.
  await page.goto('/checkout/shipping');
  await expect(page.getByLabel('State')).toHaveValue('Anambra');
  await expect(page.getByText('We do not deliver to')).toHaveCount(0);
  await expect(page.getByText('2 shipments to Anambra')).toBeVisible();
  await page.getByLabel('Area').selectOption('Awka');
  const shipments = page.getByTestId('shipment');
  await expect(shipments.filter({ hasText: 'From Lagos' }).getByTestId('shipment-fee')).toHaveText(
    formatKobo(fromLagos),
  );
  await expect(shipments.filter({ hasText: 'From Kano' }).getByTestId('shipment-fee')).toHaveText(
    formatKobo(fromKano),
  );
  await expect(
    page.getByTestId('order-summary').getByText(formatKobo(fromLagos + fromKano)),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Zik Avenue');
  await page.getByLabel('Postcode').fill('420110');
  await page.getByLabel('Phone Number').fill('08035550101');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL(/\/checkout\/review\/[A-Za-z0-9_-]+$/);

  await payWithCard(page, SUCCESS_CARD);
  await expect(page.getByTestId('payment-banner')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('shipping-details')).toContainText('12 Zik Avenue, Awka, Anambra');
  await expect(page.getByText('2 shipments to Anambra')).toBeVisible();
  const paid = page.getByTestId('shipment');
  await expect(paid.filter({ hasText: 'From Lagos' })).toContainText(`${lagos.title} × 1`);
  await expect(paid.filter({ hasText: 'From Kano' })).toContainText(`${kano.title} × 1`);
  await expect(paid.filter({ hasText: 'From Lagos' }).getByTestId('shipment-fee')).toHaveText(
    formatKobo(fromLagos),
  );
  await expect(paid.filter({ hasText: 'From Kano' }).getByTestId('shipment-fee')).toHaveText(
    formatKobo(fromKano),
  );
});

test('a shopper with no location and no saved address chooses the state: it starts empty', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(90_000);
  await context.clearCookies({ name: COOKIES.location.name });
  const kano = await kanoProduct(request, info.project.name === 'mobile' ? 8 : 9);
  await loggedInShopper(page, request, info);
  await addToCart(page, kano);

  await page.goto('/checkout/shipping');
  const state = page.getByLabel('State');
  await expect(state).toHaveValue('');
  await expect(state.locator('option:checked')).toHaveText('Choose a state');
  await expect(page.getByLabel('Area')).toBeDisabled();
  // CONTINUE says what is missing rather than guessing where the shopper is.
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('All fields are required.')).toBeVisible();

  await state.selectOption('Anambra');
  await expect(page.getByLabel('Area')).toBeEnabled();
  await page.getByLabel('Area').selectOption('Rest of Anambra');
  await expect(page.getByText('1 shipment to Anambra')).toBeVisible();
  await expect(page.getByTestId('shipment')).toContainText('From Kano');
});
