import { COOKIES } from '@/lib/shared/cookies';
import { expect, test } from './fixtures';
import {
  API,
  createAccount,
  forwardFakeIp,
  logIn,
  logOut,
  NEW_PASSWORD,
  PASSWORD,
  sessionOf,
  sessionToken,
  uniqueEmail,
} from './accounts-helpers';

/**
 * Accounts end to end, once in: change password, addresses, deactivation, the token never reaching the browser, and the proxy guards.
 * Codes and reset links come from the API's dev mailbox.
 */

forwardFakeIp();

test('change password in the Password Reset modal, then log in with it', async ({
  page,
  request,
}, info) => {
  // Many steps on a shared two-core machine: more than the default 30 s.
  test.slow();
  const email = uniqueEmail(info, 'change');
  await createAccount(request, info, email);
  await page.goto('/login?redirect=/manage-account');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/manage-account');

  const profile = page.getByRole('region', { name: 'Profile Details' });
  await expect(profile.getByText('Chidinma')).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText('08035550101')).toBeVisible();

  await page.getByRole('button', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: 'Password Reset' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Current password').fill('Wrong&Password1');
  await modal.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(modal.locator('[data-met="false"]')).toHaveCount(0);
  await modal.getByLabel('Re-enter new password').fill('Plantain#Yam2');
  await modal.getByRole('button', { name: 'Change Password' }).click();
  await expect(modal.getByText('Passwords do not match!')).toBeVisible();
  await modal.getByLabel('Re-enter new password').fill(NEW_PASSWORD);
  await modal.getByRole('button', { name: 'Change Password' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/Your current password is incorrect\./);
  await modal.getByLabel('Current password').fill(PASSWORD);
  await modal.getByRole('button', { name: 'Change Password' }).click();
  await expect(modal).toBeHidden();

  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  expect((await sessionOf(page)).customer?.firstName).toBe('Chidinma');
});

test('add, edit and delete an address in the Manage Addresses modal', async ({
  page,
  request,
}, info) => {
  // Many steps on a shared two-core machine: more than the default 30 s.
  test.slow();
  const email = uniqueEmail(info, 'address');
  await createAccount(request, info, email);
  await page.goto('/login?redirect=/manage-account');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/manage-account');

  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  const modal = page.getByRole('dialog', { name: 'Manage Addresses' });
  await expect(modal.getByText('You have not saved any address yet.')).toBeVisible();

  await modal.getByRole('button', { name: '+ Add a new address' }).click();
  await modal.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await expect(modal.getByText('All fields are required.')).toBeVisible();

  const state = modal.getByRole('combobox', { name: 'State' });
  await state.fill('lag');
  await expect(modal.getByRole('option')).toHaveCount(1);
  await modal.getByRole('option', { name: 'Lagos' }).click();
  await expect(state).toHaveValue('Lagos');
  await modal.getByLabel('City').fill('Ikeja');
  await modal.getByLabel('Address').fill('12 Allen Avenue');
  await modal.getByLabel('Postcode').pressSequentially('10a0271');
  await expect(modal.getByLabel('Postcode')).toHaveValue('100271');
  await modal.getByRole('button', { name: 'ADD ADDRESS' }).click();

  const addresses = modal.getByTestId('address');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText('12 Allen Avenue');
  await expect(addresses.first()).toContainText('Ikeja, Lagos 100271');

  await addresses.first().getByRole('button', { name: /^Edit/ }).click();
  await expect(modal.getByLabel('City')).toHaveValue('Ikeja');
  await modal.getByLabel('City').fill('Yaba');
  await modal.getByRole('combobox', { name: 'State' }).fill('FCT');
  await modal.getByRole('option', { name: 'FCT - Abuja' }).click();
  await modal.getByRole('button', { name: 'SAVE' }).click();
  await expect(addresses.first()).toContainText('Yaba, FCT - Abuja 100271');

  // CANCEL leaves the list as it was.
  await addresses.first().getByRole('button', { name: /^Edit/ }).click();
  await modal.getByLabel('City').fill('Nowhere');
  await modal.getByRole('button', { name: 'CANCEL' }).click();
  await expect(addresses.first()).toContainText('Yaba');

  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this address?');
    await dialog.accept();
  });
  await addresses
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(addresses).toHaveCount(0);
  await expect(modal.getByText('You have not saved any address yet.')).toBeVisible();
});

test('close the account after the confirmation; it can no longer log in', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'close');
  await createAccount(request, info, email);
  await page.goto('/login?redirect=/manage-account');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/manage-account');

  // Dismissing the confirmation changes nothing.
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Close Account' }).click();
  expect((await sessionOf(page)).customer?.firstName).toBe('Chidinma');

  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to deactivate your account?');
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Close Account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await sessionOf(page)).customer).toBeNull();

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
});

test('the token stays in the httpOnly cookie: no script or response body sees it', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'token');
  await createAccount(request, info, email);
  const origin = new URL(info.project.use.baseURL!).origin;
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(origin)) return;
    try {
      bodies.push({ url: response.url(), text: await response.text() });
    } catch {
      // Redirects have no body.
    }
  });

  await page.goto('/login?redirect=/manage-account');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/manage-account');
  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  await expect(page.getByText('You have not saved any address yet.')).toBeVisible();

  const token = await sessionToken(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIES.session.name)!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain(COOKIES.session.name);
  expect(scriptCookies).not.toContain(token!);

  const apiAnswers = bodies.filter((body) => new URL(body.url).pathname.startsWith('/api/'));
  expect(apiAnswers.map((body) => new URL(body.url).pathname)).toContain('/api/auth/login');
  for (const { url, text } of apiAnswers) {
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json, url).not.toHaveProperty('token');
  }
  for (const { url, text } of bodies) expect(text.includes(token!), url).toBe(false);
});

test('a token the API no longer accepts ends the session on the next protected page', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'revoked');
  await createAccount(request, info, email);
  await page.goto('/login?redirect=/saved-items');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/saved-items');

  // The token dies elsewhere (as after a password change on another device).
  const token = await sessionToken(page);
  const revoked = await request.post(`${API}/api/customer/logout`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);

  // The cookie still decrypts, so the page opens; the background check then signs out.
  await page.goto('/orders');
  await page.waitForURL('/login?redirect=%2Forders');
  expect((await sessionOf(page)).customer).toBeNull();
});

test('the customer proxy refuses other origins, unknown calls and signed-out account calls', async ({
  request,
}) => {
  const crossSite = await request.post('/api/customer/addresses/add', {
    headers: { origin: 'https://evil.example' },
    data: { state: 'Lagos', city: 'Ikeja', address: '1 Evil Way', postcode: '100001' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toHaveProperty('message');
  expect(crossSite.headers()['cache-control']).toBe('private, no-store');

  const crossSiteLogin = await request.post('/api/auth/login', {
    headers: { origin: 'https://evil.example' },
    data: { email: 'someone@example.com', password: 'Whatever1!' },
  });
  expect(crossSiteLogin.status()).toBe(403);

  for (const [method, path] of [
    ['GET', '/api/customer/not-a-call'],
    ['POST', '/api/customer/login'],
    ['GET', '/api/customer/addresses/add'],
    ['GET', '/api/customer/addresses/..%2Fprofile'],
  ] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(await response.json()).toHaveProperty('message');
  }

  const signedOut = await request.get('/api/customer/profile');
  expect(signedOut.status()).toBe(401);
  const providers = await request.get('/api/customer/auth/providers');
  expect(await providers.json()).toEqual({ google: false, facebook: false });
});
