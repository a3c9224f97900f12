import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PASSWORD,
  codeFor,
  createAccount,
  forwardFakeIp,
  latestMail,
  logIn,
  meetEmailLimit,
  uniqueEmail,
} from './accounts-helpers';

/**
 * What the sign-in screens say when the answer is not the shopper's mistake (a rate limit, a
 * failure on the way), and signup with an address that already has an account.
 */

forwardFakeIp();

const WAIT = /Too many attempts\. Try again in \d+ seconds?\./;
const alertWith = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test('login after the per-address limit says how long to wait, even with the right password', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'limited');
  await createAccount(request, info, email);
  await meetEmailLimit(request, info, 'login', { email, password: 'Wrong&Password1' });

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(alertWith(page, WAIT)).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('login that gets no answer says something went wrong, not that the password is wrong', async ({
  page,
}, info) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionfailed'));
  await page.goto('/login');
  await logIn(page, uniqueEmail(info, 'offline'), PASSWORD);
  await expect(alertWith(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
});

test('forgot password after the per-address limit says how long to wait', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(info, 'forgot-limited');
  await meetEmailLimit(request, info, 'forgot-password', { email });

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(alertWith(page, WAIT)).toBeVisible();
  await expect(page.getByText('Reset link sent!')).toHaveCount(0);
});

async function signUpToCodeStep(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Bola');
  await page.getByLabel('Last name').fill('Ige');
  await page.getByLabel('Phone number').fill('0803 555 0123');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('signup and its code step say how long to wait once the address met its limit', async ({
  page,
  request,
}, info) => {
  test.slow();
  const email = uniqueEmail(info, 'signup-limited');
  await signUpToCodeStep(page, email);
  await expect(page.getByText('Enter the code sent to your email')).toBeVisible();
  const code = await codeFor(request, email);

  await meetEmailLimit(request, info, 'verify-email', { email, code: '000000' });
  const boxes = page.getByRole('textbox', { name: /^Character \d of 6$/ });
  // The sixth character sends the code by itself.
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(code[i]);
  await expect(alertWith(page, WAIT)).toBeVisible();

  await meetEmailLimit(request, info, 'signup', {
    firstName: 'Bola',
    lastName: 'Ige',
    phoneNumber: '08035550123',
    email,
    password: PASSWORD,
  });
  await signUpToCodeStep(page, email);
  await expect(alertWith(page, WAIT)).toBeVisible();
  await expect(page.getByText('Enter the code sent to your email')).toHaveCount(0);
});

test('signup with an address that has an account goes on to the code step and tells no one but its owner', async ({
  page,
  request,
}, info) => {
  test.slow();
  const email = uniqueEmail(info, 'taken');
  await createAccount(request, info, email);

  await signUpToCodeStep(page, email);
  await expect(
    page.getByRole('status').filter({ hasText: 'Verification code sent to email' }),
  ).toBeVisible();
  await expect(page.getByText('Enter the code sent to your email')).toBeVisible();
  await expect(page.getByText(/already exists/i)).toHaveCount(0);

  const boxes = page.getByRole('textbox', { name: /^Character \d of 6$/ });
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(String(i));
  await expect(alertWith(page, 'Invalid verification code')).toBeVisible();

  // The owner hears of it, with the way in; the account is as it was.
  const login = await latestMail(request, email, /(https?:\/\/\S+\/login)\n/);
  expect(new URL(login).pathname).toBe('/login');
  const reset = await latestMail(request, email, /(https?:\/\/\S+\/forgot-password)\n/);
  expect(new URL(reset).pathname).toBe('/forgot-password');
  await page.goto(new URL(login).pathname);
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
});
