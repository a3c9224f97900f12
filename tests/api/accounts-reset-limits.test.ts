import { passwordResets } from '@/marketplace/db/schema';
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  api,
  call,
  latestResetToken,
  mailsTo,
  signUpVerified,
  testEnv,
  TOO_MANY,
} from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

const PER_EMAIL = 6;
const PER_IP = 8;

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
/** A client address of its own for every call group, so counters never leak between tests. */
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const forgot = (email: string) =>
  call(m.app, 'POST', api('forgot-password'), { email }, { remoteAddress: freshIp() });
const reset = (token: string, password: string, remoteAddress = freshIp()) =>
  call(m.app, 'POST', api(`reset-password/${token}`), { password }, { remoteAddress });

async function linkFor(email: string) {
  await signUpVerified(m.app, m.db, email);
  expect((await forgot(email)).status).toBe(200);
  return latestResetToken(m.db, email);
}

describe('reset-password/{token}', () => {
  it('limits tries per IP, whatever the link', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const guess = await reset(`${'A'.repeat(42)}${i}`, OTHER_STRONG_PASSWORD, ip);
      expect(guess.status).toBe(400);
    }
    const over = await reset('B'.repeat(43), OTHER_STRONG_PASSWORD, ip);
    expect(over).toMatchObject(TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await reset('B'.repeat(43), OTHER_STRONG_PASSWORD)).status).toBe(400);
  });

  it('limits tries at one link from any number of IPs; past the limit it changes nothing', async () => {
    const token = await linkFor('tried@example.ng');
    for (let i = 0; i < PER_EMAIL; i++) {
      expect((await reset(token, 'weak')).status).toBe(400);
    }
    const over = await reset(token, OTHER_STRONG_PASSWORD);
    expect(over).toMatchObject(TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const login = await call(m.app, 'POST', api('login'), {
      email: 'tried@example.ng',
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);

    // Another link is counted on its own.
    const other = await linkFor('other-link@example.ng');
    expect((await reset(other, OTHER_STRONG_PASSWORD)).status).toBe(200);
  });
});

describe('forgot-password', () => {
  it('mails one address 3 links at most in 15 minutes, answering the same every time', async () => {
    await signUpVerified(m.app, m.db, 'flood@example.ng');
    const first = await forgot('flood@example.ng');
    // Five requests in all: past the mail limit, within the per-e-mail rate limit.
    for (let i = 0; i < 4; i++) {
      expect(await forgot('FLOOD@example.ng')).toEqual({ ...first, headers: expect.anything() });
    }
    const links = (await mailsTo(m.db, 'flood@example.ng')).filter((mail) =>
      mail.subject.startsWith('Reset'),
    );
    expect(links).toHaveLength(3);

    // Once the window has passed, a link goes out again.
    await m.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    await forgot('flood@example.ng');
    expect(await mailsTo(m.db, 'flood@example.ng')).toHaveLength(links.length + 2); // + the code
  });

  it('counts parallel requests for one address one at a time', async () => {
    await signUpVerified(m.app, m.db, 'rush@example.ng');
    const answers = await Promise.all(
      Array.from({ length: PER_EMAIL }, () => forgot('rush@example.ng')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const links = (await mailsTo(m.db, 'rush@example.ng')).filter((mail) =>
      mail.subject.startsWith('Reset'),
    );
    expect(links).toHaveLength(3);
  });
});
