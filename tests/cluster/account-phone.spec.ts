import { devices } from '@playwright/test';
import { loggedInShopper } from '../e2e/checkout-helpers';
import { expect, test } from './fixtures';

/**
 * Manage Account on a phone through the edge (issue 38 part 4): a walkthrough found its client
 * code never ran there (devices stuck on "Loading...", no cart count, the ☰ menu dead). The cause:
 * the cluster gave its replicas a deployment id the build was not made with, and Turbopack then
 * loaded the page's later scripts under two addresses and never started it (scripts/deployment-id.mjs).
 */
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
});

test('Manage Account works on a phone through the edge', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loggedInShopper(page, request, info);
  for (let visit = 1; visit <= 3; visit++) {
    await page.goto('/manage-account');
    await expect(
      page.getByRole('list', { name: 'Signed-in devices' }),
      `visit ${visit}`,
    ).toBeVisible({ timeout: 15_000 });
  }
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});
