import { STRONG_PASSWORD, TOO_MANY, api, call, signUpVerified, testEnv } from './accounts-helpers';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { challengeFor, codeAt, enrol, nowStep, secondStep } from './two-factor-helpers';

/**
 * Wrong second-step codes are limited per account (from any address) and per client address (on
 * any account), with the limiter the password limits use.
 */

jest.setTimeout(60_000);

const LOGIN_ADDRESS = '10.0.0.1';
const WRONG = '000000';

describe('per account', () => {
  let m: TestMarketplace;
  beforeAll(async () => {
    m = await startTestMarketplace(
      testEnv({
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
        TWO_FACTOR_ATTEMPTS_PER_ACCOUNT: '3',
      }),
    );
  });
  afterAll(() => m.close());

  it('refuses the account’s tries past the limit, from any address, even the right code', async () => {
    const email = 'limited-account@example.ng';
    const token = await signUpVerified(m.app, m.db, email);
    const { secret } = await enrol(m.app, token); // one try
    const challenge = await challengeFor(m.app, email, STRONG_PASSWORD, LOGIN_ADDRESS);
    const wrongFrom = ['10.0.1.1', '10.0.1.2'];
    for (const address of wrongFrom) {
      const guess = await secondStep(m.app, challenge, code(WRONG, secret), address);
      expect(guess.status).toBe(400);
    }
    const right = await secondStep(m.app, challenge, codeAt(secret, nowStep() + 1), '10.0.1.3');
    expect(right).toMatchObject(TOO_MANY);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);

    // The signed-in routes that take codes count against the same account.
    const renew = await call(
      m.app,
      'POST',
      api('two-factor/recovery-codes'),
      { code: WRONG },
      { token },
    );
    expect(renew).toMatchObject(TOO_MANY);

    // Another account is not affected.
    const other = 'unlimited-account@example.ng';
    const otherToken = await signUpVerified(m.app, m.db, other);
    const otherSecret = (await enrol(m.app, otherToken)).secret;
    const otherChallenge = await challengeFor(m.app, other, STRONG_PASSWORD, LOGIN_ADDRESS);
    const fine = await secondStep(
      m.app,
      otherChallenge,
      codeAt(otherSecret, nowStep() + 1),
      '10.0.1.3',
    );
    expect(fine.status).toBe(200);
  });
});

describe('per client address', () => {
  let m: TestMarketplace;
  beforeAll(async () => {
    m = await startTestMarketplace(
      testEnv({
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '4',
        TWO_FACTOR_ATTEMPTS_PER_ACCOUNT: '10000',
      }),
    );
  });
  afterAll(() => m.close());

  it('refuses an address’s tries past the limit, on any account; other addresses go on', async () => {
    const challenges: string[] = [];
    const secrets: string[] = [];
    // Four accounts: signup and verification are limited per address too (their own counters).
    for (let i = 0; i < 4; i++) {
      const email = `limited-address-${i}@example.ng`;
      const token = await signUpVerified(m.app, m.db, email);
      secrets.push((await enrol(m.app, token)).secret);
      challenges.push(await challengeFor(m.app, email, STRONG_PASSWORD, `10.0.2.${i}`));
    }
    const guesser = '10.0.3.1';
    for (let i = 0; i < 4; i++) {
      expect(
        (await secondStep(m.app, challenges[i], code(WRONG, secrets[i]), guesser)).status,
      ).toBe(400);
    }
    expect(await secondStep(m.app, challenges[3], WRONG, guesser)).toMatchObject(TOO_MANY);
    const elsewhere = await secondStep(
      m.app,
      challenges[3],
      codeAt(secrets[3], nowStep() + 1),
      '10.0.3.2',
    );
    expect(elsewhere.status).toBe(200);
  });
});

/** WRONG, unless it happens to be the code of now (one chance in a million): then another. */
const code = (wrong: string, secret: string) =>
  [-1, 0, 1].some((offset) => codeAt(secret, nowStep() + offset) === wrong) ? '999999' : wrong;
