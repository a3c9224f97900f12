import { request as httpRequest } from 'node:http';
import type { TestInfo } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './accounts-helpers';
import { expect, test } from './fixtures';

/**
 * Who the shopper is, as the storefront's server and the API's sign-in limits see it (issue 22,
 * items 2 and 11). Most requests here come from loopback addresses other than 127.0.0.1 (Linux
 * routes all of 127/8 to the machine itself), peers the storefront does not list in
 * TRUSTED_PROXIES: their X-Forwarded-* headers must count for nothing. Those from 127.0.0.1, the
 * listed one, stand for an edge proxy. Each project and retry has addresses of its own, so the
 * API's per-minute counters never carry over.
 */

interface Answer {
  status: number;
  body: string;
}

/** A peer of its own: 127.<project>.<retry>.<n>. */
function peer(info: TestInfo, n: number) {
  return `127.${info.project.name === 'mobile' ? 21 : 22}.${info.retry}.${n}`;
}

/** POSTs JSON to the storefront from the given local address, as a script (no browser) would. */
function postFrom(
  info: TestInfo,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const storefront = new URL(info.project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
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

const logIn = (
  info: TestInfo,
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => postFrom(info, from, '/api/auth/login', { email, password }, headers);

/**
 * Wrong logins, each for an e-mail of its own so that only the per-IP limit can stop them, with
 * the headers `headersOf` gives the i-th.
 */
async function wrongLogins(
  info: TestInfo,
  from: string,
  count: number,
  label: string,
  headersOf: (i: number) => Record<string, string> = () => ({}),
) {
  const statuses = new Set<number>();
  for (let i = 0; i < count; i++) {
    const email = `nobody-${label}-${i}-${info.project.name}-${info.retry}@example.com`;
    statuses.add((await logIn(info, from, email, 'Wrong&Password1', headersOf(i))).status);
  }
  // Refused every time (the BFF hides whether the password or a limit refused it).
  expect([...statuses].every((status) => status >= 400 && status < 500)).toBe(true);
}

// More than the API's per-IP limit of sign-in attempts (30 a minute by default).
const OVER_THE_LIMIT = 40;

test('60 wrong logins, each claiming a new X-Forwarded-For, meet the per-IP limit', async ({
  request,
}, info) => {
  test.slow();
  const email = uniqueEmail(info, 'spoof');
  await createAccount(request, info, email);
  const attacker = peer(info, 1);

  await wrongLogins(info, attacker, 60, 'spoofed', (i) => ({
    'x-forwarded-for': `198.51.${100 + (i % 100)}.${(i % 250) + 1}`,
  }));

  // The API counted one client, not sixty: its right password is refused too, whatever it claims.
  const claimed = await logIn(info, attacker, email, PASSWORD, {
    'x-forwarded-for': '203.0.113.77',
  });
  expect(claimed.status).not.toBe(200);
});

test("one client's wrong logins lock out that client only", async ({ request }, info) => {
  test.slow();
  const email = uniqueEmail(info, 'bystander');
  await createAccount(request, info, email);
  const attacker = peer(info, 2);

  await wrongLogins(info, attacker, OVER_THE_LIMIT, 'plain');
  expect((await logIn(info, attacker, email, PASSWORD)).status).not.toBe(200);
  // Another shopper still logs in.
  const answer = await logIn(info, peer(info, 3), email, PASSWORD);
  expect(answer.status, answer.body).toBe(200);
});

test('behind an edge that names each shopper in X-Real-IP, shoppers are not counted together', async ({
  request,
}, info) => {
  test.slow();
  const email = uniqueEmail(info, 'edge');
  await createAccount(request, info, email);
  // 127.0.0.1, this test runner, is the storefront's trusted proxy in playwright.config.ts, as
  // nginx with `proxy_set_header X-Real-IP $remote_addr` would be: every shopper arrives from it,
  // none with an X-Forwarded-For.
  const edge = '127.0.0.1';
  const shopper = (n: number) => ({
    'x-real-ip': `203.0.113.${(info.project.name === 'mobile' ? 100 : 0) + info.retry * 10 + n}`,
  });

  await wrongLogins(info, edge, OVER_THE_LIMIT, 'edge', () => shopper(1));
  expect((await logIn(info, edge, email, PASSWORD, shopper(1))).status).not.toBe(200);
  // Before, the edge's address was every shopper's: one shopper's wrong logins locked out all.
  const answer = await logIn(info, edge, email, PASSWORD, shopper(2));
  expect(answer.status, answer.body).toBe(200);
});

test('X-Forwarded-Host from a peer that is not a trusted proxy does not make another site ours', async ({}, info) => {
  const from = peer(info, 4);
  const fromEvil = (headers: Record<string, string>) =>
    postFrom(
      info,
      from,
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'Wrong&Password1' },
      { origin: 'http://evil.example', ...headers },
    );

  // A page of evil.example posting here with a forged X-Forwarded-Host is refused as cross-site...
  const forged = await fromEvil({
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
  });
  expect(forged.status, forged.body).toBe(403);
  // ...exactly as without the forged header.
  const plain = await fromEvil({});
  expect(forged).toEqual(plain);
});
