import { forwardFakeIp } from './accounts-helpers';
import { inStockProducts, signedInShopper } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Who is offered the review form. Writing and updating a review needs a paid order, which only a
 * real payment makes in e2e: the checkout's full-purchase test covers it.
 */

forwardFakeIp();

test('a signed-in customer without a purchase is not offered the review form', async ({
  page,
  request,
}, info) => {
  await signedInShopper(page, request, info);
  const [product] = await inStockProducts(request, 1);
  const asked = page.waitForResponse((response) =>
    response.url().endsWith(`/api/customer/products/${product.id}/has-purchased`),
  );
  await page.goto(`/products/${product.id}#reviews`);
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ hasPurchased: false });

  await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Your Review' })).toHaveCount(0);
});

test('a visitor is not offered the review form and nothing asks about purchases', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request, 1);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/has-purchased')) asked.push(r.url());
  });
  const session = page.waitForResponse((response) => response.url().endsWith('/api/session'));
  await page.goto(`/products/${product.id}#reviews`);
  await expect(page.getByRole('tabpanel', { name: /^Reviews/ })).toBeVisible();
  await session;
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
