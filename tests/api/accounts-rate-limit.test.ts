import { startTestMarketplace, type TestMarketplace } from './harness';
import { STRONG_PASSWORD, api, call, newCustomer, testEnv } from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

const PER_EMAIL = 3;
const PER_IP = 5;
const TOO_MANY = {
  status: 429,
  body: { message: 'Too many attempts. Please wait a minute and try again.' },
};

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(
    testEnv({
      AUTH_RATE_LIMIT_PER_MINUTE: String(PER_EMAIL),
      AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: String(PER_IP),
    }),
  );
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
  // The default inject peer is 127.0.0.1, a trusted proxy: each forwarded client has its own count.
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

it('leaves the calls of a signed-in customer alone', async () => {
  const ip = freshIp();
  for (let i = 0; i < PER_IP + 2; i++) {
    const res = await call(m.app, 'GET', api('profile'), undefined, { remoteAddress: ip });
    expect(res.status).toBe(401);
  }
});
