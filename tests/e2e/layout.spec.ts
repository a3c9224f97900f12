import { COOKIES } from '@/lib/shared/cookies';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, firstVisitTest, locationButton, test } from './fixtures';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

async function locationCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIES.location.name)?.value;
}

/** A state without a warehouse: its shoppers are served nationwide, so every product is found. */
async function shopNationwide(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: COOKIES.location.name, value: 'Abia', url: baseURL! }]);
}

/** The search combobox: in the header on a desktop, in the full-screen search on a phone. */
async function openSearch(page: Page, testInfo: TestInfo) {
  const scope = isPhone(testInfo)
    ? page.getByRole('dialog', { name: 'Search products and stores' })
    : page.getByRole('banner');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = scope.getByRole('combobox', { name: 'Search products and stores' });
  await expect(box).toBeVisible();
  return { scope, box };
}

firstVisitTest.describe('first visit', () => {
  firstVisitTest(
    'asks where the shopper is shopping from, by keyboard too, and keeps the choice',
    async ({ page, context }, testInfo) => {
      await page.goto('/');
      const modal = page.getByRole('dialog', { name: 'Welcome to Oja Market' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('Where are you shopping from?');
      const radios = modal.getByRole('radio');
      // The 37 states, most-shopped first (location.spec.ts), and All Nigeria.
      await expect(radios).toHaveCount(38);
      await expect(radios.first()).toHaveAccessibleName('Lagos');

      // With a keyboard the focus starts in the filter box (on a touch screen the on-screen
      // keyboard would cover the list), and it stays inside the modal.
      const filter = modal.getByRole('searchbox', { name: 'Find your state' });
      if (isPhone(testInfo)) await filter.focus();
      await expect(filter).toBeFocused();
      await page.keyboard.type('adam');
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('radio', { name: 'Adamawa' })).toBeChecked();
      await expect(modal.getByRole('radio', { name: 'Adamawa' })).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(modal.getByRole('button', { name: 'Decide later', exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(modal.getByRole('button', { name: 'Confirm location' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(locationButton(page)).toHaveText('Ada...');
      await expect(locationButton(page)).toHaveAccessibleName(/Adamawa/);
      await expect(modal).toBeHidden();
      expect(await locationCookie(context)).toBe('Adamawa');

      await page.goto('/about');
      await expect(locationButton(page)).toHaveText('Ada...');
      await expect(modal).toBeHidden();
    },
  );

  firstVisitTest('chooses the only warehouse state without asking', async ({ page, context }) => {
    await page.route('**/api/location', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { states: ['Kano'] } })
        : route.fallback(),
    );
    await page.goto('/');
    // Names of up to five letters are shown whole.
    await expect(locationButton(page)).toHaveText('Kano');
    await expect(page.getByRole('dialog', { name: 'Welcome to Oja Market' })).toBeHidden();
    expect(await locationCookie(context)).toBe('Kano');
  });
});

test('the location selector reopens the choice, preselected and closable', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(locationButton(page)).toHaveText('Lagos');
  await locationButton(page).click();
  // A change, not an arrival: the modal does not say Welcome (issue 38).
  const modal = page.getByRole('dialog', { name: 'Change your location' });
  await expect(modal.getByRole('radio', { name: 'Lagos' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await locationButton(page).click();
  await modal.getByText('FCT - Abuja').click();
  await modal.getByRole('button', { name: 'Confirm location' }).click();
  await expect(modal).toBeHidden();
  await expect(locationButton(page)).toHaveText('FCT...');
  expect(await locationCookie(context)).toBe('FCT%20-%20Abuja');
});

test.describe('search', () => {
  test.beforeEach(async ({ context, baseURL }) => shopNationwide(context, baseURL));

  test('suggests products while typing, shows "Searching..." first', async ({ page }, testInfo) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/search',
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await page.goto('/');
    const { scope, box } = await openSearch(page, testInfo);
    await box.fill('rice');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(scope.getByText('Searching...')).toBeVisible();
    release();

    const products = scope.getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option').first()).toBeVisible();
    await expect(products.getByRole('option').first()).toContainText(/rice/i);
    await expect(products.getByRole('option').first()).toContainText(/₦/);
    await expect(scope.getByText('Searching...')).toBeHidden();
  });

  test('groups products and stores, forgives a typo, admits no results', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const { scope, box } = await openSearch(page, testInfo);

    await box.fill('kano');
    const stores = scope.getByRole('group', { name: 'Stores' });
    await expect(stores.getByRole('option', { name: 'Kano Grains Hub' })).toHaveAttribute(
      'href',
      '/vendors/Kano%20Grains%20Hub',
    );
    await expect(
      scope.getByRole('group', { name: 'Products' }).getByRole('option').first(),
    ).toHaveAttribute('href', /^\/products\/\d+$/);

    await box.fill('tomatos');
    await expect(
      scope
        .getByRole('group', { name: 'Products' })
        .getByRole('option', { name: /tomato/i })
        .first(),
    ).toBeVisible();

    await box.fill('xqzvwkjh');
    await expect(scope.getByText('No results found')).toBeVisible();
    await expect(scope.getByRole('option')).toHaveCount(0);
  });

  test('arrow keys and Enter open a suggested product; Escape closes the list', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const { scope, box } = await openSearch(page, testInfo);
    await box.fill('rice');
    const options = scope.getByRole('option');
    await expect(options.first()).toBeVisible();

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    const href = await options.first().getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(href!);
  });

  test('SEARCH submits the text, or goes to /search without a query', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.goto('/');
    let { scope } = await openSearch(page, testInfo);
    await scope.getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/search`);

    await page.goto('/about');
    ({ scope } = await openSearch(page, testInfo));
    const box = scope.getByRole('combobox', { name: 'Search products and stores' });
    await box.fill('  yam flour ');
    await box.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/search?query=yam+flour`);
  });
});

test('a phone gets the full-screen search and closes it again', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the full-screen search is the phone header’s');
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Search products and stores' });
  await expect(overlay.getByRole('combobox')).toBeFocused();
  const box = await overlay.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await overlay.getByRole('button', { name: 'Close search' }).click();
  await expect(overlay).toBeHidden();
});

test('the phone sidebar lists the signed-out menu, traps focus and closes with Escape', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the sidebar is the phone header’s');
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const sidebar = page.getByRole('dialog', { name: 'Oja Market' });
  await expect(sidebar.getByRole('link', { name: 'Login/Signup' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(sidebar.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  const vendor = sidebar.getByRole('link', { name: 'Become a Vendor' });
  await expect(vendor).toHaveAttribute('href', /^https?:\/\//);
  await expect(vendor).toHaveAttribute('rel', /noopener/);
  await expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await sidebar.evaluate((dialog) => dialog.contains(document.activeElement));
    const outsidePage = await page.evaluate(() => document.activeElement === document.body);
    expect(inside || outsidePage).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test.describe('signed in (the session route answered by a stand-in)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/session', (route) =>
      route.fulfill({ json: { customer: { firstName: 'Ada' }, cartCount: 3 } }),
    );
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }));
  });

  test('greets the shopper, counts the cart and logs out', async ({ page, baseURL }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Cart (3 items)' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(page.getByTestId('cart-badge')).toHaveText('3');

    let logout;
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Hi, Ada' });
      for (const name of ['Orders', 'Saved Items', 'Manage Account', 'Manage Address', 'Support']) {
        await expect(sidebar.getByRole('link', { name })).toBeVisible();
      }
      await expect(sidebar.getByRole('link', { name: 'Login/Signup' })).toHaveCount(0);
      logout = sidebar.getByRole('button', { name: 'Logout' });
    } else {
      const greeting = page.getByRole('button', { name: 'Hi, Ada' });
      await greeting.click();
      await expect(greeting).toHaveAttribute('aria-expanded', 'true');
      const links = {
        Orders: '/orders',
        'Saved Items': '/saved-items',
        'Manage Account': '/manage-account',
        'Become a Supplier': '/become-supplier',
        Support: '/support',
        'Manage Address': '/manage-account?modal=addresses',
      };
      for (const [name, href] of Object.entries(links)) {
        await expect(
          page.getByRole('banner').getByRole('link', { name, exact: true }),
        ).toHaveAttribute('href', href);
      }
      await page.keyboard.press('Escape');
      await expect(greeting).toHaveAttribute('aria-expanded', 'false');
      await greeting.click();
      logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    }
    const loggedOut = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/logout') && request.method() === 'POST',
    );
    await logout.click();
    await loggedOut;
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test('signed out (no session route yet): "Login/ Signup" and an empty cart', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the phone header keeps the account in the sidebar');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login/ Signup' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
    'href',
    '/cart',
  );
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const vendor = header.getByRole('link', { name: 'Sell on Oja Market' });
  await expect(vendor).toHaveAttribute('href', /^https?:\/\//);
  await expect(vendor).toHaveAttribute('rel', /noopener/);
  await expect(header.getByRole('link', { name: 'Oja Market home' })).toHaveAttribute('href', '/');
});

test('footer links open real pages', async ({ page }) => {
  const pages = {
    'About us': ['/about', 'About Oja Market'],
    'Contact us': ['/contact', 'Contact us'],
    'Privacy policy': ['/privacy', 'Privacy policy'],
    'Terms of use': ['/terms', 'Terms of use'],
    'Refund policy': ['/refund', 'Refund policy'],
  };
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Oja Market`);
  for (const [name, [href, heading]] of Object.entries(pages)) {
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(
      `${heading === 'About Oja Market' ? 'About us' : heading} | Oja Market`,
    );
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
  }
});

test('the offline banner follows the browser going offline and back', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByText('You are offline. Some features may not work.');
  await expect(locationButton(page)).toBeVisible();
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
