import {
  NO_RATE_LIMITS,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  api,
  call,
  latestResetToken,
  signUpVerified,
} from './accounts-helpers';
import { sql } from 'drizzle-orm';
import { sessions } from '@/marketplace/db/schema';
import { startTestMarketplace, type TestMarketplace } from './harness';

/** Manage Account's signed-in devices: the list, signing one out, and all others. */

jest.setTimeout(60_000);

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(NO_RATE_LIMITS);
});
afterAll(() => m.close());

async function logInFrom(email: string, userAgent: string, remoteAddress: string) {
  const login = await call(
    m.app,
    'POST',
    api('login'),
    { email, password: STRONG_PASSWORD },
    { remoteAddress, headers: { 'user-agent': userAgent } },
  );
  return login.body.token as string;
}

const devicesOf = (token: string) => call(m.app, 'GET', api('devices'), undefined, { token });
const alive = async (token: string) =>
  (await call(m.app, 'POST', api('verify-token'), undefined, { token })).status === 200;

it('lists each signed-in device with its name, address and last use; this one marked', async () => {
  const email = 'devices@example.ng';
  await signUpVerified(m.app, m.db, email);
  const phone = await logInFrom(email, PHONE, '10.1.0.1');
  const laptop = await logInFrom(email, LAPTOP, '10.1.0.2');
  await m.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` });

  // The place is where it signed in: a later call may come through the storefront's own server.
  await call(m.app, 'GET', api('profile'), undefined, { token: phone, remoteAddress: '10.1.0.9' });
  const { status, body } = await call(m.app, 'GET', api('devices'), undefined, {
    token: laptop,
    remoteAddress: '10.1.0.2',
  });
  expect(status).toBe(200);
  const byDevice = Object.fromEntries(body.devices.map((d: { device: string }) => [d.device, d]));
  expect(byDevice['Chrome on Android']).toMatchObject({ place: '10.1.0.1', current: false });
  expect(byDevice['Safari on macOS']).toMatchObject({ place: '10.1.0.2', current: true });
  for (const device of body.devices) expect(device._id).toMatch(/^\d+$/);
  // Used since: seen now. The signup's own session (signUpVerified's) was not: seen 2 hours ago.
  const recently = (d: { lastSeen: string }) => Date.parse(d.lastSeen) > Date.now() - 60_000;
  expect(recently(byDevice['Chrome on Android'])).toBe(true);
  expect(recently(byDevice['Safari on macOS'])).toBe(true);
  expect(recently(byDevice['Unknown device'])).toBe(false);
  expect(body.devices).toHaveLength(3);
});

it('signs out one other device, and all others; another customer’s device is not found', async () => {
  const email = 'sign-out@example.ng';
  const first = await signUpVerified(m.app, m.db, email);
  const second = await logInFrom(email, PHONE, '10.2.0.1');
  const third = await logInFrom(email, LAPTOP, '10.2.0.2');
  const stranger = await signUpVerified(m.app, m.db, 'stranger-devices@example.ng');

  const list = (await devicesOf(first)).body.devices as { _id: string; device: string }[];
  const phoneId = list.find((d) => d.device === 'Chrome on Android')!._id;

  const byStranger = await call(m.app, 'DELETE', api(`devices/${phoneId}`), undefined, {
    token: stranger,
  });
  expect(byStranger.status).toBe(404);
  expect(await alive(second)).toBe(true);
  for (const bad of ['0', 'abc', '99999999999', '-1']) {
    expect(
      (await call(m.app, 'DELETE', api(`devices/${bad}`), undefined, { token: first })).status,
    ).toBe(404);
  }

  const one = await call(m.app, 'DELETE', api(`devices/${phoneId}`), undefined, { token: first });
  expect(one).toMatchObject({ status: 200, body: { message: 'Signed out of that device.' } });
  expect(await alive(second)).toBe(false);
  expect(await alive(third)).toBe(true);
  expect((await devicesOf(first)).body.devices).toHaveLength(2);

  const others = await call(m.app, 'POST', api('devices/sign-out-others'), undefined, {
    token: first,
  });
  expect(others.status).toBe(200);
  expect(await alive(third)).toBe(false);
  expect(await alive(first)).toBe(true);
  expect(await alive(stranger)).toBe(true);
  expect((await devicesOf(first)).body.devices).toHaveLength(1);
});

it('a password change keeps this device only, and a reset signs every device out', async () => {
  const email = 'password-devices@example.ng';
  const first = await signUpVerified(m.app, m.db, email);
  const second = await logInFrom(email, PHONE, '10.3.0.1');
  const changed = await call(
    m.app,
    'POST',
    api('change-password'),
    { oldPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
    { token: first },
  );
  expect(changed.status).toBe(200);
  expect(await alive(second)).toBe(false);
  expect((await devicesOf(first)).body.devices).toHaveLength(1);

  await call(m.app, 'POST', api('forgot-password'), { email });
  const reset = await call(
    m.app,
    'POST',
    api(`reset-password/${await latestResetToken(m.db, email)}`),
    {
      password: STRONG_PASSWORD,
    },
  );
  expect(reset.status).toBe(200);
  expect(await alive(first)).toBe(false);
});

it('needs a session', async () => {
  expect((await call(m.app, 'GET', api('devices'))).status).toBe(401);
  expect((await call(m.app, 'POST', api('devices/sign-out-others'))).status).toBe(401);
});
