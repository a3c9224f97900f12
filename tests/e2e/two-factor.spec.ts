import { COOKIES } from '@/lib/shared/cookies';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { codeAt, nowStep } from '../totp-reference';
import { expect, test } from './fixtures';
import {
  PASSWORD,
  createAccount,
  fakeIp,
  latestMail,
  logIn,
  logOut,
  sessionOf,
  sessionToken,
  uniqueEmail,
} from './accounts-helpers';

/**
 * Two-factor sign-in and signed-in devices in Chromium (issue 28). Codes are computed here from the
 * key the page shows, with the tests' own TOTP (tests/totp-reference.ts).
 */

/**
 * The code of the next time step after the last one used, waiting while that step is more than
 * one ahead of now: the API takes each step once, and one step either side of now.
 */
function appCodes(secret: string) {
  let last = -Infinity;
  return async () => {
    while (last + 1 > nowStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
    const step = Math.max(nowStep(), last + 1);
    last = step;
    return codeAt(secret, step);
  };
}

async function secondStepWith(page: Page, code: string, recovery = false) {
  if (recovery) await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(recovery ? 'Recovery code' : 'Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('enrol, log in with a code and with a recovery code (once), then turn it off', async ({
  page,
  context,
  request,
}, info) => {
  // Each new app code may wait for the next 30-second step: up to a minute and a half in all.
  test.setTimeout(180_000);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp(info) });
  const email = uniqueEmail(info, 'two-factor');
  await createAccount(request, info, email);
  await page.goto('/login?redirect=/settings');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/settings');

  // Enrol: the QR code is drawn, the key is readable, a code from it turns two-factor on.
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = page.getByLabel('QR code for your authenticator app');
  await expect(qr).toBeVisible();
  await expect
    .poll(() =>
      qr.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        return data.filter((_, i) => i % 4 === 0 && data[i] < 64).length;
      }),
    )
    .toBeGreaterThan(100);
  const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A phone cannot scan its own screen: there, the same key opens in the app from a link.
  const openInApp = page.getByRole('link', { name: 'Open in your authenticator app' });
  if (info.project.use.isMobile) {
    await expect(openInApp).toBeVisible();
    const uri = new URL((await openInApp.getAttribute('href'))!);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
  } else {
    await expect(openInApp).toBeHidden();
  }
  const nextCode = appCodes(secret);
  await page.getByLabel('Code from the app').fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  // The recovery codes, once, with a download of them.
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('oja-market-recovery-codes.txt');
  const file = await readFile(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // The password alone gives no token: the code does.
  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  expect(await sessionToken(page)).toBeUndefined();
  expect((await sessionOf(page)).customer).toBeNull();
  await secondStepWith(page, await nextCode());
  await page.waitForURL((url) => url.pathname === '/');
  expect((await sessionOf(page)).customer?.firstName).toBe('Chidinma');
  expect(await sessionToken(page)).toEqual(expect.any(String));

  // A recovery code works once, and the owner is told.
  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await secondStepWith(page, codes[0], true);
  await page.waitForURL((url) => url.pathname === '/');
  expect(await latestMail(request, email, /(\d+) unused recovery codes? left/)).toBe('9');

  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await secondStepWith(page, codes[0], true);
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  expect(await sessionToken(page)).toBeUndefined();
  await page.getByRole('button', { name: 'Use the code from my app' }).click();
  await secondStepWith(page, await nextCode());
  await page.waitForURL((url) => url.pathname === '/');

  // Turning off needs the password and a current code.
  await page.goto('/settings');
  await expect(page.getByText('9 unused recovery codes left.')).toBeVisible();
  const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill('Wrong&Password1');
  // The password is checked first: any code will do here.
  await off.getByLabel('Code from the app').fill('123456');
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByRole('alert')).toHaveText(/Your password is incorrect\./);
  await off.getByLabel('Password').fill(PASSWORD);
  await off.getByLabel('Code from the app').fill(await nextCode());
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^Two-factor authentication is off\.$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();

  await logOut(page);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  expect((await sessionOf(page)).customer?.firstName).toBe('Chidinma');
});

test('Manage Account lists the signed-in devices and signs another one out', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, info) => {
  test.slow();
  const here = fakeIp(info);
  const there = fakeIp(info);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': here });
  const email = uniqueEmail(info, 'devices');
  await createAccount(request, info, email);

  const other = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': there },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  // A returning shopper, as the fixtures' own context is: no first-visit location modal.
  await other.addCookies([{ name: COOKIES.location.name, value: 'Lagos', url: baseURL! }]);
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await logIn(otherPage, email, PASSWORD);
    await otherPage.waitForURL((url) => url.pathname === '/');

    await page.goto('/login?redirect=/manage-account');
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/manage-account');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    // Three: the verification of the new account (through the API) signed it in too.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    const thisOne = devices.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(thisOne).toContainText(here);
    const otherOne = devices.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    await expect(otherOne).toContainText(there);
    await expect(otherOne).toContainText('Last seen');

    expect((await otherPage.request.get('/api/customer/profile')).status()).toBe(200);
    await otherOne.getByRole('button', { name: 'Sign out' }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(otherOne).toHaveCount(0);
    expect((await otherPage.request.get('/api/customer/profile')).status()).toBe(401);

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem')).toContainText('This device');
    // This device is still signed in.
    expect((await page.request.get('/api/customer/profile')).status()).toBe(200);

    // Two-factor sign-in is set up on Settings, one tap from here.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
  } finally {
    await other.close();
  }
});
