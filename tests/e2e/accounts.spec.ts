import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { unsealData } from 'iron-session';
import { expect, test } from './fixtures';

/**
 * Accounts end to end: signup with the mailed code, login and its redirect, the protected routes,
 * password reset and change, addresses, deactivation, and the token never reaching the browser.
 * Codes and reset links come from the API's dev mailbox.
 */

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const SESSION_COOKIE = 'oja_session';
// The storefront's SESSION_SECRET in playwright.config.ts: lets this test read its own cookie.
const SESSION_SECRET = process.env.E2E_SESSION_SECRET ?? 'e2e-only-session-secret-0123456789abcdef';
const PASSWORD = 'Garri&Beans24';
const NEW_PASSWORD = 'Plantain#Yam25';

let ipCounter = 0;
/** A made-up shopper IP per test, so the API's per-IP sign-in limits count each test alone. */
const fakeIp = (info: TestInfo) =>
  `10.${info.project.name === 'mobile' ? 1 : 2}.${info.workerIndex % 250}.${(ipCounter++ % 250) + 1}`;

const uniqueEmail = (info: TestInfo, label: string) =>
  `shopper+${label}-${Date.now()}-${info.project.name}@example.com`;

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp(info) });
});

async function latestMail(request: APIRequestContext, email: string, pattern: RegExp) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/mailbox.json`, { params: { to: email } });
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        found = messages.map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
        return found;
      },
      { message: `a mail to ${email} matching ${pattern}` },
    )
    .toBeTruthy();
  return found!;
}

const codeFor = (request: APIRequestContext, email: string) =>
  latestMail(request, email, /verification code is ([A-Za-z0-9]{6})/);
const resetPathFor = (request: APIRequestContext, email: string) =>
  latestMail(request, email, /https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]+)/);

/** A verified account made straight through the API (the signup screens have a test of their own). */
async function createAccount(request: APIRequestContext, info: TestInfo, email: string) {
  const headers = { 'x-forwarded-for': fakeIp(info) };
  const signup = await request.post(`${API}/api/customer/signup`, {
    headers,
    data: {
      firstName: 'Chidinma',
      lastName: 'Eze',
      phoneNumber: '08035550101',
      email,
      password: PASSWORD,
    },
  });
  expect(signup.status()).toBe(201);
  const code = await codeFor(request, email);
  const verified = await request.post(`${API}/api/customer/verify-email`, {
    headers,
    data: { email, code },
  });
  expect(verified.status()).toBe(200);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

async function sessionOf(page: Page) {
  const response = await page.request.get('/api/session');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return (await response.json()) as { customer: { firstName: string } | null; cartCount: number };
}

/** Logs out the way the header does: the BFF call from the page itself. */
async function logOut(page: Page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/auth/logout', { method: 'POST' });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
}

async function sessionToken(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return undefined;
  const data = await unsealData<{ token?: string }>(cookie.value, { password: SESSION_SECRET });
  return data.token;
}

test('sign up in three steps with the mailed code, signed in afterwards, then log out', async ({
  page,
  request,
}, info) => {
  // Many steps on a shared two-core machine: more than the default 30 s.
  test.slow();
  const email = uniqueEmail(info, 'signup');
  await page.goto('/signup');

  // Step 1: details.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name and last name are required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Adebayo');
  await page.getByLabel('Phone number').fill('0803 555 0199');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: password with the live checklist.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.getByText('A lowercase letter')).toHaveAttribute('data-met', 'true');
  await expect(checklist.getByText('An uppercase letter')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Password must be at least 6 characters long and contain uppercase, lowercase, number, and special character',
    ),
  ).toBeVisible();
  await password.fill(PASSWORD);
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Verification code sent to email' }),
  ).toBeVisible();

  // Step 3: six boxes.
  await expect(page.getByText('Enter the code sent to your email')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();

  const boxes = page.getByRole('textbox', { name: /^Character \d of 6$/ });
  await expect(boxes).toHaveCount(6);
  await boxes.nth(0).pressSequentially('7');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(0)).toBeFocused();
  await expect(boxes.nth(0)).toHaveValue('');

  const code = await codeFor(request, email);
  // Paste the whole code into the first box: it fills all six.
  await boxes.nth(0).evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue(code[i]);

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await sessionOf(page)).toEqual({ customer: { firstName: 'Ngozi' }, cartCount: 0 });
  // The real header greets the new customer: the sidebar on a phone, the account menu otherwise.
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Hi, Ngozi' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('button', { name: 'Hi, Ngozi' })).toBeVisible();
  }

  await logOut(page);
  expect(await sessionOf(page)).toEqual({ customer: null, cartCount: 0 });
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
});

test('login checks its fields, hides every failure reason and honours ?redirect=/orders', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'login');
  await createAccount(request, info, email);

  await page.goto('/login?redirect=/orders');
  await expect(page.getByText('Continue with Google')).toHaveCount(0);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();

  await logIn(page, email, 'Wrong&Password1');
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  // Signed in, /login and /signup send the shopper on at once.
  await page.goto('/login?redirect=/saved-items');
  await expect(page).toHaveURL(/\/saved-items$/);
  await page.goto('/signup');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a protected route sends a signed-out shopper to login and back; product pages stay public', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'guard');
  await createAccount(request, info, email);

  for (const path of ['/products', '/products/all-products', '/settings', '/banking']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  }
  const productPage = await page.goto('/products/1');
  expect(new URL(productPage!.url()).pathname).toBe('/products/1');

  await page.goto('/manage-account?modal=addresses');
  await expect(page).toHaveURL('/login?redirect=%2Fmanage-account%3Fmodal%3Daddresses');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/manage-account');
  expect(new URL(page.url()).searchParams.get('modal')).toBe('addresses');
  await expect(page.getByRole('dialog', { name: 'Manage Addresses' })).toBeVisible();
});

test('an open-redirect attempt lands on the home page', async ({ page, request }, info) => {
  const email = uniqueEmail(info, 'redirect');
  await createAccount(request, info, email);

  await page.goto('/login?redirect=//evil.example');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).host).toBe(new URL(info.project.use.baseURL!).host);

  for (const target of ['https://evil.example', '//evil.example/path', '/\\evil.example']) {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search);
  }
});

test('forgot password, reset link from the mailbox, reset, and log in with the new password', async ({
  page,
  request,
}, info) => {
  // Many steps on a shared two-core machine: more than the default 30 s.
  test.slow();
  const email = uniqueEmail(info, 'reset');
  await createAccount(request, info, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('link', { name: "I've remembered my password" })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent!')).toBeVisible();
  await expect(
    page.getByText(
      "If an account exists with that email, you'll receive a password reset link shortly",
    ),
  ).toBeVisible();

  await page.goto(await resetPathFor(request, email));
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await expect(checklist).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Something&Else1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

  await logIn(page, email, PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  expect((await sessionOf(page)).customer?.firstName).toBe('Chidinma');
});

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
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain(SESSION_COOKIE);
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
