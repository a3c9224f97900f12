import { request as httpsRequest } from 'node:https';
import type { TestInfo } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from '../e2e/accounts-helpers';
import { expect, test } from './fixtures';

/**
 * What nginx does for shoppers: HTTP/2 and brotli, the build's static files served from disk with
 * immutable caching, and the client's address taken from the connection whatever the browser
 * claims in X-Forwarded-For.
 */

test('pages come over HTTP/2 and brotli; static files from nginx itself, cached for good', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const protocol = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .nextHopProtocol,
  );
  expect(protocol).toBe('h2');
  const pageHeaders = await response!.allHeaders();
  expect(pageHeaders['content-encoding']).toBe('br');
  // Next adds next.config.mjs's headers to everything it serves, static files included.
  expect(pageHeaders['permissions-policy']).toBeTruthy();

  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await page.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // ...so a static file without them never went through a storefront replica.
  expect(headers['permissions-policy']).toBeUndefined();

  const gzipped = await page.request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
});

test('every HTTPS answer tells the browser to keep to HTTPS (HSTS)', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  for (const path of ['/', '/api/session', '/placeholder.jpg', script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const hsts = response.headers()['strict-transport-security'] ?? '';
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

interface Answer {
  status: number;
  body: string;
}

/** POSTs JSON to the storefront through the edge from a loopback address of the test's choosing. */
function postThroughEdge(
  baseURL: string,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const edge = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        port: edge.port,
        servername: 'localhost',
        rejectUnauthorized: false,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', host: edge.host, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** A loopback address of this run's own, so the API's per-minute counters never carry over. */
const peer = (info: TestInfo, n: number) => `127.31.${info.retry}.${n}`;

test("a browser's own X-Forwarded-For is not believed: wrong logins meet the per-IP limit", async ({
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(info, 'edge-spoof');
  await createAccount(request, info, email);
  const attacker = peer(info, 1);
  const logIn = (from: string, login: string, password: string, forwardedFor?: string) =>
    postThroughEdge(
      baseURL!,
      from,
      '/api/auth/login',
      { email: login, password },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );

  // More than the API's 30 a minute per address, even counted apart on each of the two API
  // replicas (nginx alternates them), each for an e-mail of its own (so only the per-IP limit can
  // stop them) and each claiming another address.
  for (let i = 0; i < 70; i++) {
    const answer = await logIn(
      attacker,
      `nobody-${i}-${info.retry}@example.com`,
      'Wrong&Password1',
      `198.51.100.${i + 1}`,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
  }
  // nginx replaced every claim with the connection's address: the limit holds for the attacker...
  const claimed = await logIn(attacker, email, PASSWORD, '203.0.113.77');
  expect(claimed.status).not.toBe(200);
  // ...and for nobody else.
  const other = await logIn(peer(info, 2), email, PASSWORD);
  expect(other.status, other.body).toBe(200);
});
