import { loadConfig } from '@/marketplace/config';
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  api,
  call,
  newCustomer,
  signUpVerified,
  testEnv,
  TOO_MANY,
} from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

const PER_EMAIL = 3;
const PER_IP = 5;

const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: String(PER_EMAIL),
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: String(PER_IP),
};
// The storefront calls from loopback (inject's default peer); 10.9.0.0/16 stands for more of its
// servers, or a proxy between them and the API.
const STOREFRONTS = '127.0.0.1, 10.9.0.0/16';

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(testEnv({ ...LIMITS, MARKETPLACE_TRUSTED_PROXIES: STOREFRONTS }));
});
afterAll(() => m.close());

let nextIp = 1;
/** A client address of its own for every test, so counters never leak between tests. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const bodies: Record<string, (email: string) => unknown> = {
  login: (email) => ({ email, password: STRONG_PASSWORD }),
  signup: (email) => newCustomer(email),
  'send-email-code': (email) => ({ email }),
  'verify-email': (email) => ({ email, code: '000000' }),
  'forgot-password': (email) => ({ email }),
};

describe.each(Object.keys(bodies))('%s', (route) => {
  const send = (email: string, remoteAddress: string) =>
    call(m.app, 'POST', api(route), bodies[route](email), { remoteAddress });

  it('limits attempts per e-mail, whatever the IP and the case of the address', async () => {
    const email = `${route}-mail@example.ng`;
    for (let i = 0; i < PER_EMAIL; i++) {
      const res = await send(i % 2 ? email.toUpperCase() : email, freshIp());
      expect(res.status).not.toBe(429);
    }
    const over = await send(email, freshIp());
    expect(over).toMatchObject(TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is unaffected.
    expect((await send(`${route}-other@example.ng`, freshIp())).status).not.toBe(429);
  });

  it('limits attempts per IP, whatever the e-mail', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await send(`${route}-ip-${i}@example.ng`, ip)).status).not.toBe(429);
    }
    expect(await send(`${route}-ip-last@example.ng`, ip)).toMatchObject(TOO_MANY);
    expect((await send(`${route}-ip-last@example.ng`, freshIp())).status).not.toBe(429);
  });
});

it('counts every route on its own', async () => {
  const ip = freshIp();
  for (let i = 0; i < PER_IP; i++) {
    await call(
      m.app,
      'POST',
      api('forgot-password'),
      { email: `own-${i}@example.ng` },
      { remoteAddress: ip },
    );
  }
  const login = await call(
    m.app,
    'POST',
    api('login'),
    { email: 'own@example.ng', password: STRONG_PASSWORD },
    { remoteAddress: ip },
  );
  expect(login).toMatchObject({ status: 401 });
});

it("takes the client IP from the storefront's X-Forwarded-For, and only from a trusted peer", async () => {
  // The default inject peer is 127.0.0.1, a listed proxy: each forwarded client has its own count.
  const viaStorefront = (client: string, i: number) =>
    call(
      m.app,
      'POST',
      api('forgot-password'),
      { email: `fwd-${client}-${i}@example.ng` },
      {
        headers: { 'x-forwarded-for': `203.0.113.9, ${client}` },
      },
    );
  for (let i = 0; i < PER_IP; i++)
    expect((await viaStorefront('198.51.100.1', i)).status).toBe(200);
  expect(await viaStorefront('198.51.100.1', 99)).toMatchObject(TOO_MANY);
  expect((await viaStorefront('198.51.100.2', 0)).status).toBe(200);

  // An untrusted peer cannot escape its limit by claiming other addresses.
  const peer = freshIp();
  const spoofed = (i: number) =>
    call(
      m.app,
      'POST',
      api('forgot-password'),
      { email: `spoof-${i}@example.ng` },
      {
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      },
    );
  for (let i = 0; i < PER_IP; i++) expect((await spoofed(i)).status).toBe(200);
  expect(await spoofed(99)).toMatchObject(TOO_MANY);
});

it('believes every listed proxy in a row, and nothing to the left of the client', async () => {
  // A made-up address first (the browser's own header), then the client, then a listed proxy that
  // differs per request: the client is the right-most address that is not a listed proxy.
  const relayed = (i: number) =>
    call(
      m.app,
      'POST',
      api('forgot-password'),
      { email: `relay-${i}@example.ng` },
      { headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.30, 10.9.${i}.1` } },
    );
  for (let i = 0; i < PER_IP; i++) expect((await relayed(i)).status).toBe(200);
  expect(await relayed(99)).toMatchObject(TOO_MANY);
});

describe('without MARKETPLACE_TRUSTED_PROXIES (the default)', () => {
  let bare: TestMarketplace;
  beforeAll(async () => {
    bare = await startTestMarketplace(testEnv(LIMITS));
  });
  afterAll(() => bare.close());

  it('believes no X-Forwarded-For, not even from loopback: every peer is its own client', async () => {
    expect(bare.config.trustedProxies).toEqual([]);
    // 127.0.0.1, inject's default peer, claiming a new address each time (issue 22: 60 wrong
    // logins, each with a new X-Forwarded-For, never met a limit).
    const spoofed = (i: number) =>
      call(
        bare.app,
        'POST',
        api('login'),
        { email: `spoofed-${i}@example.ng`, password: STRONG_PASSWORD },
        { headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
    for (let i = 0; i < PER_IP; i++) expect((await spoofed(i)).status).toBe(401);
    expect(await spoofed(99)).toMatchObject(TOO_MANY);
    // Another peer is another client.
    const other = await call(
      bare.app,
      'POST',
      api('login'),
      { email: 'spoofed-other@example.ng', password: STRONG_PASSWORD },
      { remoteAddress: freshIp() },
    );
    expect(other.status).toBe(401);
  });
});

it('refuses a wrong setting at start', () => {
  for (const setting of ['localhost', '10.0.0.0/33', '127.0.0.1, storefront.internal']) {
    expect(() => loadConfig(testEnv({ MARKETPLACE_TRUSTED_PROXIES: setting }))).toThrow(
      /MARKETPLACE_TRUSTED_PROXIES/,
    );
  }
});

it('locks out the account under attack, and neither other accounts nor other shoppers', async () => {
  const victim = 'victim@example.ng';
  const neighbour = 'neighbour@example.ng';
  await signUpVerified(m.app, m.db, victim);
  await signUpVerified(m.app, m.db, neighbour);
  const attacker = freshIp();
  const logIn = (email: string, password: string, client: string) =>
    call(m.app, 'POST', api('login'), { email, password }, { remoteAddress: client });

  for (let i = 0; i < PER_EMAIL; i++)
    expect((await logIn(victim, OTHER_STRONG_PASSWORD, attacker)).status).toBe(401);
  // The account is locked whoever asks, even with its right password...
  expect(await logIn(victim, STRONG_PASSWORD, freshIp())).toMatchObject(TOO_MANY);
  // ...and no other account is: not from the attacker's address (still under its own limit)...
  expect((await logIn(neighbour, STRONG_PASSWORD, attacker)).status).toBe(200);
  // ...nor from another shopper's, also through the storefront (the client in X-Forwarded-For).
  const viaStorefront = await call(
    m.app,
    'POST',
    api('login'),
    { email: neighbour, password: STRONG_PASSWORD },
    { headers: { 'x-forwarded-for': freshIp() } },
  );
  expect(viaStorefront.status).toBe(200);
});

it('leaves the calls of a signed-in customer alone', async () => {
  const ip = freshIp();
  for (let i = 0; i < PER_IP + 2; i++) {
    const res = await call(m.app, 'GET', api('profile'), undefined, { remoteAddress: ip });
    expect(res.status).toBe(401);
  }
});
