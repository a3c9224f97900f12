import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInResponse } from '@/lib/contract';
import { customers } from '@/marketplace/db/schema';
import { buildServer } from '@/marketplace/server';
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  NO_RATE_LIMITS,
  STRONG_PASSWORD,
  api,
  call,
  countCustomers,
  newCustomer,
  signUpVerified,
} from './accounts-helpers';
import { codeAt, enrol, nowStep, secondStep } from './two-factor-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

const CLIENT_ID = 'oja-test.apps.googleusercontent.com';
type Jose = typeof import('jose');
type SigningKey = Awaited<ReturnType<Jose['generateKeyPair']>>['privateKey'];

let jose: Jose;
let googleKey: SigningKey;
let strangerKey: SigningKey;
let keyServer: Server;
let m: TestMarketplace;
const extraApps: FastifyInstance[] = [];

/** Google's key endpoint, played by a local server holding a locally generated key set. */
beforeAll(async () => {
  jose = await import('jose');
  const pair = await jose.generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  strangerKey = (await jose.generateKeyPair('RS256')).privateKey;
  const jwk = {
    ...(await jose.exportJWK(pair.publicKey)),
    kid: 'google-1',
    alg: 'RS256',
    use: 'sig',
  };
  keyServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  m = await startTestMarketplace({
    ...NO_RATE_LIMITS,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
  });
});
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()));
  await m.close();
  await new Promise((resolve) => keyServer.close(resolve));
});

interface TokenOptions {
  key?: SigningKey;
  kid?: string;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
}

function idToken(
  sub: string,
  claims: Record<string, unknown> = {},
  {
    key = googleKey,
    kid = 'google-1',
    audience = CLIENT_ID,
    issuer = 'https://accounts.google.com',
    expiresAt,
  }: TokenOptions = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new jose.SignJWT({
    email: `${sub}@gmail.com`,
    email_verified: true,
    given_name: 'Ngozi',
    family_name: 'Eze',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(expiresAt ? expiresAt - 3600 : now)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
}

const google = (token: unknown, app = m.app) =>
  call(app, 'POST', api('auth/google'), { idToken: token });
const FAILED = { status: 401, body: { message: 'Google sign-in failed. Please try again.' } };

it('creates a verified customer on first sign-in, then signs the same one in again', async () => {
  const before = await countCustomers(m.db);
  const first = await google(await idToken('sub-new'));
  expect(first.status).toBe(200);
  expect(signInResponse.parse(first.body)).toMatchObject({
    message: 'Login successful',
    firstName: 'Ngozi',
    profile: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'sub-new@gmail.com',
      phone: null,
      address: null,
    },
  });
  const [row] = await m.db.select().from(customers).where(eq(customers.googleSub, 'sub-new'));
  expect(row).toMatchObject({ verified: true, passwordHash: null, email: 'sub-new@gmail.com' });

  const again = await google(await idToken('sub-new', { email: 'changed@gmail.com' }));
  expect(again.status).toBe(200);
  expect(again.body.profile.email).toBe('sub-new@gmail.com');
  expect(await countCustomers(m.db)).toBe(before + 1);
  const check = await call(m.app, 'POST', api('verify-token'), undefined, {
    token: again.body.token,
  });
  expect(check).toMatchObject({ status: 200, body: { valid: true, firstName: 'Ngozi' } });
  // A Google-only account has no password to log in with.
  expect(
    (await call(m.app, 'POST', api('login'), { email: 'sub-new@gmail.com', password: 'x' })).status,
  ).toBe(401);
});

it('links an existing account by e-mail; its password keeps working', async () => {
  await signUpVerified(m.app, m.db, 'Linked@Example.ng');
  const before = await countCustomers(m.db);
  const res = await google(await idToken('sub-link', { email: 'linked@example.ng' }));
  expect(res.status).toBe(200);
  expect(res.body.firstName).toBe('Adaeze');
  expect(await countCustomers(m.db)).toBe(before);
  const [row] = await m.db.select().from(customers).where(eq(customers.googleSub, 'sub-link'));
  expect(row.email).toBe('Linked@Example.ng');
  const login = await call(m.app, 'POST', api('login'), {
    email: 'linked@example.ng',
    password: STRONG_PASSWORD,
  });
  expect(login.status).toBe(200);
});

it('verifies an unverified account and drops the password its creator chose', async () => {
  await call(m.app, 'POST', api('signup'), newCustomer('squatted@example.ng'));
  const res = await google(await idToken('sub-owner', { email: 'squatted@example.ng' }));
  expect(res.status).toBe(200);
  const [row] = await m.db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = 'squatted@example.ng'`);
  expect(row).toMatchObject({ verified: true, passwordHash: null, googleSub: 'sub-owner' });
  const login = await call(m.app, 'POST', api('login'), {
    email: 'squatted@example.ng',
    password: STRONG_PASSWORD,
  });
  expect(login.status).toBe(401);
});

it('refuses an e-mail already linked to another Google account, and a closed account', async () => {
  await google(await idToken('sub-a', { email: 'shared@gmail.com' }));
  const other = await google(await idToken('sub-b', { email: 'shared@gmail.com' }));
  expect(other.status).toBe(409);

  const token = await signUpVerified(m.app, m.db, 'closed@example.ng');
  await call(m.app, 'POST', api('deactivate-account'), undefined, { token });
  const closed = await google(await idToken('sub-closed', { email: 'closed@example.ng' }));
  expect(closed).toMatchObject({
    status: 403,
    body: { message: 'This account has been deactivated.' },
  });
});

it.each<[string, () => Promise<string>]>([
  [
    'a wrong audience',
    () => idToken('sub-x', {}, { audience: 'someone-else.apps.googleusercontent.com' }),
  ],
  ['a bad signature', () => idToken('sub-x', {}, { key: strangerKey })],
  ['an unknown key', () => idToken('sub-x', {}, { key: strangerKey, kid: 'not-google' })],
  [
    'an expired token',
    () => idToken('sub-x', {}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
  ],
  ['another issuer', () => idToken('sub-x', {}, { issuer: 'https://evil.example' })],
  ['no token at all', async () => 'not.a.jwt'],
])('refuses %s with 401 and creates nobody', async (_case, token) => {
  const before = await countCustomers(m.db);
  expect(await google(await token())).toMatchObject(FAILED);
  expect(await countCustomers(m.db)).toBe(before);
});

it('refuses an unverified Google e-mail', async () => {
  const res = await google(await idToken('sub-unverified', { email_verified: false }));
  expect(res.status).toBe(401);
  expect(res.body.message).toMatch(/no verified email/);
});

it('validates the body', async () => {
  expect(await call(m.app, 'POST', api('auth/google'), {})).toMatchObject({
    status: 400,
    body: { message: 'A Google ID token is required.' },
  });
});

it('tells the storefront which providers exist; Facebook is not offered', async () => {
  expect(await call(m.app, 'GET', api('auth/providers'))).toMatchObject({
    status: 200,
    body: { google: true, facebook: false },
  });
  expect(await call(m.app, 'POST', api('auth/facebook'), {})).toMatchObject({
    status: 501,
    body: { message: 'Facebook sign-in is not available.' },
  });
});

it('answers 501 without GOOGLE_CLIENT_ID', async () => {
  const app = await buildServer({ db: m.db, config: { ...m.config, googleClientId: undefined } });
  extraApps.push(app);
  expect(await google(await idToken('sub-x'), app)).toMatchObject({
    status: 501,
    body: { message: 'Google sign-in is not configured.' },
  });
  expect((await call(app, 'GET', api('auth/providers'))).body).toEqual({
    google: false,
    facebook: false,
  });
});

it("answers 503 when Google's keys cannot be fetched", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const app = await buildServer({
    db: m.db,
    config: { ...m.config, googleJwksUrl: `http://127.0.0.1:${port}/certs` },
  });
  extraApps.push(app);
  const res = await google(await idToken('sub-x'), app);
  expect(res.status).toBe(503);
});

it('asks an account with two-factor on for the second step, as a password login does', async () => {
  const first = await google(await idToken('sub-two-factor'));
  const { secret } = await enrol(m.app, first.body.token);

  const again = await google(await idToken('sub-two-factor'));
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });
  expect(again.body.token).toBeUndefined();
  const done = await secondStep(m.app, again.body.challenge, codeAt(secret, nowStep() + 1));
  expect(done.status).toBe(200);

  // No password on a Google-only account: turning off needs only a current code.
  const status = await call(m.app, 'GET', api('two-factor'), undefined, { token: done.body.token });
  expect(status.body).toMatchObject({ enabled: true, passwordRequired: false });
});
