import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, profileResponse } from '@/lib/contract';
import { customers, passwordResets, sessions } from '@/marketplace/db/schema';
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  NO_RATE_LIMITS,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  api,
  call,
  latestResetToken,
  mailsTo,
  signUpVerified,
} from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS, SITE_URL: 'https://shop.example.ng/' });
});
afterAll(() => m.close());

const post = (path: string, body?: unknown, token?: string) =>
  call(m.app, 'POST', api(path), body, { token });
const get = (path: string, token?: string) => call(m.app, 'GET', api(path), undefined, { token });
const login = (email: string, password = STRONG_PASSWORD) => post('login', { email, password });
const signedOut = { status: 401, body: { message: 'Please log in to continue.' } };

describe('sessions', () => {
  it('stores only the hash of a token', async () => {
    const token = await signUpVerified(m.app, m.db, 'hash@example.ng');
    const rows = await m.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses a missing, malformed or unknown bearer token', async () => {
    expect(await post('verify-token')).toMatchObject(signedOut);
    expect(
      await call(m.app, 'POST', api('verify-token'), undefined, {
        headers: { authorization: 'Basic abc' },
      }),
    ).toMatchObject(signedOut);
    expect(await post('verify-token', undefined, 'x'.repeat(43))).toMatchObject(signedOut);
    expect(await get('profile', 'x'.repeat(43))).toMatchObject(signedOut);
  });

  it('logout revokes that token only', async () => {
    const first = await signUpVerified(m.app, m.db, 'logout@example.ng');
    const second = (await login('logout@example.ng')).body.token;
    expect(await post('logout', undefined, first)).toMatchObject({ status: 200 });
    expect(await post('verify-token', undefined, first)).toMatchObject(signedOut);
    expect(await post('verify-token', undefined, second)).toMatchObject({
      status: 200,
      body: { valid: true, firstName: 'Adaeze' },
    });
    // Logging out twice is harmless.
    expect((await post('logout', undefined, first)).status).toBe(200);
    expect(await post('logout')).toMatchObject(signedOut);
  });

  it('an expired session is refused', async () => {
    const token = await signUpVerified(m.app, m.db, 'expired@example.ng');
    await m.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        sql`${sessions.customerId} = (select id from customers where email = 'expired@example.ng')`,
      );
    expect(await post('verify-token', undefined, token)).toMatchObject(signedOut);
  });

  it('deactivation revokes every session and blocks login', async () => {
    const first = await signUpVerified(m.app, m.db, 'deactivate@example.ng');
    const second = (await login('deactivate@example.ng')).body.token;
    expect(await post('deactivate-account', undefined, first)).toMatchObject({
      status: 200,
      body: { message: 'Account deactivated successfully!' },
    });
    expect(await post('verify-token', undefined, first)).toMatchObject(signedOut);
    expect(await get('profile', second)).toMatchObject(signedOut);
    expect((await login('deactivate@example.ng')).status).toBe(401);
    expect(await post('deactivate-account')).toMatchObject(signedOut);
  });
});

describe('profile', () => {
  it('answers the profile of the signed-in customer', async () => {
    const token = await signUpVerified(m.app, m.db, 'Profile@Example.ng');
    const res = await get('profile', token);
    expect(res.status).toBe(200);
    expect(profileResponse.parse(res.body)).toEqual({
      profile: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        phone: '+234 803 555 0101',
        phoneNumber: '+234 803 555 0101',
        email: 'Profile@Example.ng',
        address: null,
      },
    });
    const address = {
      state: 'Lagos',
      city: 'Ikeja',
      address: '12 Allen Avenue',
      postcode: '100271',
    };
    await call(m.app, 'POST', api('addresses/add'), address, { token });
    expect((await get('profile', token)).body.profile.address).toEqual({
      address: '12 Allen Avenue',
      postcode: '100271',
    });
  });
});

describe('forgot and reset password', () => {
  const answer = {
    status: 200,
    body: {
      message: "If an account exists with that email, you'll receive a password reset link shortly",
    },
  };

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    expect(await post('forgot-password', { email: 'stranger@example.ng' })).toMatchObject(answer);
    expect(await mailsTo(m.db, 'stranger@example.ng')).toHaveLength(0);
    expect(await post('forgot-password', { email: 'bad' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.invalidEmail },
    });
  });

  it('mails a single-use link; the reset ends every session', async () => {
    const token = await signUpVerified(m.app, m.db, 'reset@example.ng');
    expect(await post('forgot-password', { email: 'RESET@example.ng' })).toMatchObject(answer);
    const [mail] = await mailsTo(m.db, 'reset@example.ng');
    expect(mail.subject).toBe('Reset your Oja Market password');
    expect(mail.text).toMatch(/https:\/\/shop\.example\.ng\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('1 hour');
    const resetToken = await latestResetToken(m.db, 'reset@example.ng');

    const weak = await post(`reset-password/${resetToken}`, { password: 'weak' });
    expect(weak).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.weakPassword } });

    const reset = await post(`reset-password/${resetToken}`, { password: OTHER_STRONG_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successful' } });
    expect(await post('verify-token', undefined, token)).toMatchObject(signedOut);
    expect((await login('reset@example.ng')).status).toBe(401);
    expect((await login('reset@example.ng', OTHER_STRONG_PASSWORD)).status).toBe(200);

    const again = await post(`reset-password/${resetToken}`, { password: STRONG_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^Error resetting password/);
    expect((await login('reset@example.ng', OTHER_STRONG_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired or unknown link', async () => {
    await signUpVerified(m.app, m.db, 'late-reset@example.ng');
    await post('forgot-password', { email: 'late-reset@example.ng' });
    const resetToken = await latestResetToken(m.db, 'late-reset@example.ng');
    await m.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        sql`${passwordResets.customerId} = (select id from customers where email = 'late-reset@example.ng')`,
      );
    const expired = await post(`reset-password/${resetToken}`, { password: OTHER_STRONG_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/^Error resetting password/);
    const unknown = await post(`reset-password/${'A'.repeat(43)}`, {
      password: OTHER_STRONG_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect((await login('late-reset@example.ng')).status).toBe(200);
  });

  it('sends no link to a deactivated account', async () => {
    const token = await signUpVerified(m.app, m.db, 'gone@example.ng');
    await post('deactivate-account', undefined, token);
    expect(await post('forgot-password', { email: 'gone@example.ng' })).toMatchObject(answer);
    expect(await mailsTo(m.db, 'gone@example.ng')).toHaveLength(1); // the verification code only
  });
});

describe('change password', () => {
  it('needs the old password, a strong new one, and keeps only this session', async () => {
    const token = await signUpVerified(m.app, m.db, 'change@example.ng');
    const other = (await login('change@example.ng')).body.token;

    const wrongOld = await post(
      'change-password',
      { oldPassword: 'Not-the-one1', newPassword: OTHER_STRONG_PASSWORD },
      token,
    );
    expect(wrongOld).toMatchObject({
      status: 400,
      body: { message: 'Your current password is incorrect.' },
    });
    const weak = await post(
      'change-password',
      { oldPassword: STRONG_PASSWORD, newPassword: 'password' },
      token,
    );
    expect(weak).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.weakPassword } });
    expect(
      await post('change-password', {
        oldPassword: STRONG_PASSWORD,
        newPassword: OTHER_STRONG_PASSWORD,
      }),
    ).toMatchObject(signedOut);

    const ok = await post(
      'change-password',
      { oldPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
      token,
    );
    expect(ok).toMatchObject({ status: 200, body: { message: 'Password changed successfully!' } });
    expect((await post('verify-token', undefined, token)).status).toBe(200);
    expect(await post('verify-token', undefined, other)).toMatchObject(signedOut);
    expect((await login('change@example.ng')).status).toBe(401);
    expect((await login('change@example.ng', OTHER_STRONG_PASSWORD)).status).toBe(200);
    const [row] = await m.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'change@example.ng'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
