import { COMMERCE_MESSAGES } from '@/lib/contract/constants';
import { forwardFakeIp } from './accounts-helpers';
import { addFromProductPage, loggedInShopper, productsOfVendors, shipTo } from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * A shopper places the same cart again in a second tab (issue 22 item 4, decision 030): the newer
 * order replaces the first, whose stock goes back, and the first tab cannot pay the old one.
 */

forwardFakeIp();

test('an order placed again in a second tab replaces the first, whose review page leads to the newer one', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(60_000);
  const [product] = await productsOfVendors(request, 1, info.project.name === 'mobile' ? 16 : 18);
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  await page.goto('/checkout/shipping');
  const first = await shipTo(page);

  // The first tab stays on its review page while a second tab goes through shipping again.
  const second = await context.newPage();
  await second.goto('/checkout/shipping');
  const newer = await shipTo(second);
  expect(newer).not.toBe(first);
  await second.close();

  // PLACE ORDER in the first tab: the API refuses the replaced order and the page says why.
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText(COMMERCE_MESSAGES.orderReplaced)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/checkout/review/${first}`);

  // Loaded again, the old order's review page offers the newer order instead of PLACE ORDER.
  await page.reload();
  await expect(page.getByText(COMMERCE_MESSAGES.orderReplaced)).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);
  await page.getByRole('link', { name: 'REVIEW THE NEWER ORDER' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/review/${newer}`);
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
});
