import { COOKIES } from '@/lib/shared/cookies';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { unsealData } from 'iron-session';
import { expect, test } from './fixtures';

/** Shared steps of the accounts end-to-end tests: mailbox codes, accounts made through the API, sessions. */

export const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
// The storefront's SESSION_SECRET in playwright.config.ts: lets this test read its own cookie.
export const SESSION_SECRET =
  process.env.E2E_SESSION_SECRET ?? 'e2e-only-session-secret-0123456789abcdef';
export const PASSWORD = 'Garri&Beans24';
export const NEW_PASSWORD = 'Plantain#Yam25';

let ipCounter = 0;
/** A made-up shopper IP per test, so the API's per-IP sign-in limits count each test alone. */
export const fakeIp = (info: TestInfo) =>
  `10.${info.project.name === 'mobile' ? 1 : 2}.${info.workerIndex % 250}.${(ipCounter++ % 250) + 1}`;

export const uniqueEmail = (info: TestInfo, label: string) =>
  `shopper+${label}-${Date.now()}-${info.project.name}@example.com`;

export async function latestMail(request: APIRequestContext, email: string, pattern: RegExp) {
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

export const codeFor = (request: APIRequestContext, email: string) =>
  latestMail(request, email, /verification code is ([A-Za-z0-9]{6})/);
export const resetPathFor = (request: APIRequestContext, email: string) =>
  latestMail(request, email, /https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]+)/);

/** A verified account made straight through the API (the signup screens have a test of their own). */
export async function createAccount(request: APIRequestContext, info: TestInfo, email: string) {
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

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

export async function sessionOf(page: Page) {
  const response = await page.request.get('/api/session');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return (await response.json()) as { customer: { firstName: string } | null; cartCount: number };
}

/** Logs out the way the header does: the BFF call from the page itself. */
export async function logOut(page: Page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/auth/logout', { method: 'POST' });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
}

export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIES.session.name);
  if (!cookie) return undefined;
  const data = await unsealData<{ token?: string }>(cookie.value, { password: SESSION_SECRET });
  return data.token;
}

/** Each test signs in from an IP of its own, so the API's per-IP limits count it alone. */
export function forwardFakeIp() {
  test.beforeEach(async ({ context }, info) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp(info) });
  });
}

/**
 * Calls an API sign-in route for one address, each time from another made-up IP, until the API's
 * per-e-mail limit answers 429 (whatever AUTH_RATE_LIMIT_PER_MINUTE the e2e API runs with).
 */
export async function meetEmailLimit(
  request: APIRequestContext,
  info: TestInfo,
  route: string,
  body: Record<string, unknown>,
) {
  for (let tries = 0; tries < 100; tries++) {
    const response = await request.post(`${API}/api/customer/${route}`, {
      headers: { 'x-forwarded-for': fakeIp(info) },
      data: body,
    });
    if (response.status() === 429) return;
  }
  throw new Error(`${route} never answered 429`);
}
