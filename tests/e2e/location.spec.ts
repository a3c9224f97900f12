import { COOKIES } from '@/lib/shared/cookies';
import type { BrowserContext, Page } from '@playwright/test';
import { apiGet, type ApiProduct } from './commerce-helpers';
import { expect, firstVisitTest, locationButton, test } from './fixtures';

/**
 * The location question (issues 27 and 30, decision 042): no wall in front of a product or store
 * page, a modal that can be answered or put off on home, shop and search; and lists that never
 * leave other states' products out (decision 054), with Near me the shopper's own choice.
 */

const MOST_SHOPPED = ['Lagos', 'FCT - Abuja', 'Rivers', 'Kano', 'Oyo'];

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((each) => each.name === name)?.value;
}

const modalOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Oja Market' });
const barOf = (page: Page) => page.getByRole('region', { name: 'Shopping location' });

/** Any product of the catalog, through the API. */
async function aProduct(page: Page): Promise<ApiProduct> {
  const { products } = await apiGet<{ products: ApiProduct[] }>(page.request, '/shop/products');
  return products[0];
}

/**
 * The page has hydrated (ADD TO CART is a login link until then) and made every request it
 * makes by itself: a first-visit modal, had the page asked, would be open by now.
 */
async function settled(page: Page) {
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

firstVisitTest.describe('a first visit to a product or store page', () => {
  firstVisitTest(
    'shows the product at once, with a bar naming the location instead of the modal',
    async ({ page }) => {
      const product = await aProduct(page);
      await page.goto(`/products/${product.id}`);
      await settled(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The bar sits right under the header, says what the page assumes and covers nothing.
      const bar = barOf(page);
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText('Shopping in All Nigeria');
      const header = (await page.getByRole('banner').boundingBox())!;
      const box = (await bar.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y - (header.y + header.height)).toBeLessThan(48);
      expect(box.height).toBeLessThanOrEqual(64);

      const title = page.getByRole('heading', { level: 1, name: product.title });
      const price = page.getByTestId('product-price');
      const addToCart = page.getByRole('button', { name: 'ADD TO CART' });
      await expect(title).toBeInViewport();
      await expect(price).toBeVisible();
      await expect(addToCart).toBeEnabled();
      // Nothing covers them: a trial click fails when another element would receive it.
      for (const target of [title, price, addToCart]) await target.click({ trial: true });
    },
  );

  firstVisitTest('the bar is dismissed for the session', async ({ page, context }) => {
    const product = await aProduct(page);
    await page.goto(`/products/${product.id}`);
    await settled(page);
    await barOf(page).getByRole('button', { name: 'Dismiss and decide later' }).click();
    await expect(barOf(page)).toBeHidden();
    expect(await cookie(context, COOKIES.locationLater.name)).toBe('1');
    // A session cookie: gone when the browser closes.
    expect(
      (await context.cookies()).find((each) => each.name === COOKIES.locationLater.name)?.expires,
    ).toBe(-1);

    // The next page load hides it before it is drawn, and home does not ask either.
    await page.reload();
    await expect(barOf(page)).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Choose your shopping location' })).toHaveText(
      'State',
    );
    await page.waitForLoadState('networkidle');
    await expect(modalOf(page)).toHaveCount(0);
  });

  firstVisitTest(
    "the bar's Change answers the question, with the filter box",
    async ({ page, context }) => {
      const product = await aProduct(page);
      await page.goto(`/products/${product.id}`);
      await settled(page);
      await barOf(page).getByRole('button', { name: 'Change location' }).click();
      // Asked from the bar, not on arrival: no welcome.
      const modal = page.getByRole('dialog', { name: 'Choose your location' });
      await expect(modal).toBeVisible();
      await expect(modalOf(page)).toHaveCount(0);
      const filter = modal.getByRole('searchbox', { name: 'Find your state' });
      await filter.fill('kan');
      await expect(modal.getByRole('radio', { includeHidden: true })).toHaveCount(38);
      await expect(modal.getByRole('radio')).toHaveCount(1);
      await filter.press('Enter');
      await expect(modal.getByRole('radio', { name: 'Kano' })).toBeChecked();
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await modal.getByRole('button', { name: 'Confirm location' }).click();

      await expect(locationButton(page)).toHaveText('Kano');
      await expect(barOf(page)).toBeHidden();
      // The page was brought up to date in place: the delivery line names Kano, no reload.
      await expect(page.getByTestId('delivery-line')).toContainText('Delivery to Kano');
      expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      expect(await cookie(context, COOKIES.location.name)).toBe('Kano');
    },
  );

  firstVisitTest('a store page shows the bar, not the modal', async ({ page }) => {
    const product = await aProduct(page);
    await page.goto(`/vendors/${encodeURIComponent(product.vendor.storeName)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: product.vendor.storeName }),
    ).toBeVisible();
    await expect(barOf(page)).toContainText('All Nigeria');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

firstVisitTest.describe('the welcome modal on home, shop and search', () => {
  firstVisitTest(
    'lists the most-shopped states first and keeps Confirm in sight',
    async ({ page }) => {
      await page.goto('/shop');
      const modal = modalOf(page);
      await expect(modal).toBeVisible();
      const radios = modal.getByRole('radio');
      await expect(radios).toHaveCount(38);
      const names = await radios.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      );
      expect(names.slice(0, 5)).toEqual(MOST_SHOPPED);
      expect(names[5]).toBe('Abia');
      expect(names.slice(5, -1)).toEqual([...names.slice(5, -1)].sort());
      expect(names.at(-1)).toBe('All Nigeria');

      // On a phone the list scrolls; Confirm stays on screen, and so does the filter box.
      await expect(modal.getByRole('button', { name: 'Confirm location' })).toBeInViewport();
      await expect(modal.getByRole('searchbox', { name: 'Find your state' })).toBeInViewport();
      await expect(
        modal.getByRole('button', { name: 'Decide later', exact: true }),
      ).toBeInViewport();

      await modal.getByRole('searchbox', { name: 'Find your state' }).fill('zzz');
      await expect(modal.getByRole('status')).toHaveText('No state matches “zzz”.');
    },
  );

  for (const way of ['Escape', 'the close button', 'a tap outside', 'Decide later'] as const) {
    firstVisitTest(
      `is put off by ${way}, and lists show every state`,
      async ({ page, context }) => {
        await page.goto('/');
        const modal = modalOf(page);
        await expect(modal).toBeVisible();
        if (way === 'Escape') await page.keyboard.press('Escape');
        if (way === 'the close button')
          await modal.getByRole('button', { name: 'Close and decide later' }).click();
        if (way === 'a tap outside') await page.mouse.click(4, 4);
        if (way === 'Decide later')
          await modal.getByRole('button', { name: 'Decide later', exact: true }).click();
        await expect(modal).toBeHidden();
        // The dialog's close event (Escape, a tap outside) comes a task after it is hidden.
        await expect.poll(() => cookie(context, COOKIES.locationLater.name)).toBe('1');
        expect(await cookie(context, COOKIES.location.name)).toBeUndefined();

        // Not asked again this session, on any page; the selector still offers the choice.
        await page.goto('/search?query=rice');
        await expect(
          page.getByRole('button', { name: 'Choose your shopping location' }),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(modal).toHaveCount(0);
        // No state to be near: every state's products, and no Near me to offer.
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await expect(page.getByRole('checkbox', { name: /^Near me/ })).toHaveCount(0);
      },
    );
  }

  firstVisitTest('a click inside the modal does not close it', async ({ page }) => {
    await page.goto('/');
    const modal = modalOf(page);
    await modal.getByText('Where are you shopping from?').click();
    await modal.getByRole('group', { name: 'All states' }).click({ position: { x: 2, y: 2 } });
    await expect(modal).toBeVisible();
  });
});

test.describe('products in other states', () => {
  test('a Lagos shopper searching "ofada" finds it in other states, and Near me says Lagos has none', async ({
    page,
  }) => {
    const nationwide = await apiGet<{ products: (ApiProduct & { warehouseState: string })[] }>(
      page.request,
      '/products/search-page?query=ofada&limit=100',
    );
    const elsewhere = nationwide.products.filter((product) => product.warehouseState !== 'Lagos');
    // The seed: ofada rice stands in other states' warehouses only.
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBe(nationwide.products.length);

    await page.goto('/search?query=ofada');
    const titles = page.getByTestId('product-card').getByRole('heading');
    await expect(titles).toHaveCount(nationwide.products.length);
    for (const title of await titles.allTextContents()) expect(title).toMatch(/ofada/i);
    await expect(locationButton(page)).toHaveAccessibleName(/Lagos/);

    await page
      .getByRole('checkbox', { name: /^Near me/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/search\?query=ofada&near=1$/);
    await expect(page.getByText('No products in Lagos match your search.')).toBeVisible();
  });

  test('a new location refreshes the list in place, nearest first, without a blank page', async ({
    page,
    context,
  }) => {
    await page.goto('/shop');
    const shipsFrom = page
      .getByTestId('product-card')
      .first()
      .getByText(/^Ships from/);
    await expect(shipsFrom).toContainText('Ships from Lagos');
    await page.evaluate(() => Object.assign(window, { stayed: true }));

    await locationButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Change your location' });
    await modal.getByRole('searchbox', { name: 'Find your state' }).fill('Kano');
    await modal.getByRole('radio', { name: 'Kano' }).check();
    await modal.getByRole('button', { name: 'Confirm location' }).click();

    // The modal stays until the refreshed list is in; then the first card ships from Kano.
    await expect(modal).toBeHidden();
    await expect(shipsFrom).toContainText('Ships from Kano');
    await expect(locationButton(page)).toHaveText('Kano');
    expect(await cookie(context, COOKIES.location.name)).toBe('Kano');
    // The page never went away: the mark set before the change is still on the window.
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);

    // The router's copies of other pages follow too: home, reached by the logo, is for Kano.
    await page.getByRole('banner').getByRole('link', { name: 'Oja Market home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page
        .getByTestId('product-card')
        .first()
        .getByText(/^Ships from/),
    ).toContainText('Ships from Kano');
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  });

  test('the shop lists every state’s products for a Lagos shopper', async ({ page }) => {
    const all = await apiGet<{ totalProducts: number }>(page.request, '/shop/products?limit=1');
    const lagos = await apiGet<{ totalProducts: number }>(
      page.request,
      '/shop/products?location=Lagos&limit=1',
    );
    expect(lagos.totalProducts).toBe(all.totalProducts);
    await page.goto('/shop');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${all.totalProducts.toLocaleString('en-NG')} products`,
      }),
    ).toBeVisible();
  });
});

test.describe('POST /api/location', () => {
  test('keeps a state or All Nigeria, and refuses anything else with a 400', async ({
    request,
    baseURL,
  }) => {
    const post = (location: unknown) =>
      request.post('/api/location', { data: { location }, headers: { origin: baseURL! } });
    for (const location of ['All Nigeria', 'FCT - Abuja']) {
      const answer = await post(location);
      expect(answer.status()).toBe(204);
      expect(answer.headers()['set-cookie']).toContain(
        `${COOKIES.location.name}=${encodeURIComponent(location)}`,
      );
    }
    for (const location of ['all', 'all nigeria', 'Atlantis', null]) {
      const answer = await post(location);
      expect(answer.status()).toBe(400);
      expect(await answer.json()).toEqual({ message: 'Choose one of the listed states' });
      expect(answer.headers()['set-cookie']).toBeUndefined();
    }
  });
});
