import { eq, sql } from 'drizzle-orm';
import { sealSecret } from '@/marketplace/accounts/two-factor/secret-box';
import {
  customers,
  recoveryCodes,
  sessions,
  signInChallenges,
  twoFactor,
} from '@/marketplace/db/schema';
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
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  RFC6238_SECRET,
  RFC6238_SHA1_VECTORS,
  base32Encode,
  challengeFor,
  codeAt,
  enrol,
  fakeDateOnly,
  secondStep,
  signInWithCode,
  stepAt,
} from './two-factor-helpers';

/**
 * Two-factor sign-in (issue 28): every code here comes from RFC 6238's published vectors or from
 * the tests' own HOTP (two-factor-helpers.ts), never from the code under test.
 */

jest.setTimeout(60_000);

let m: TestMarketplace;
let clock: number;
/** Moves the API's clock (Date only) to the middle of the step `steps` after the current one. */
const advanceSteps = (steps: number) => {
  clock = (stepAt(clock) + steps) * 30 + 15;
  jest.setSystemTime(clock * 1000);
};
const step = () => stepAt(clock);

beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS });
});
beforeEach(() => {
  clock = stepAt(Date.now() / 1000) * 30 + 15;
  fakeDateOnly(clock);
});
afterEach(() => jest.useRealTimers());
afterAll(() => m.close());

let accounts = 0;
async function enrolledCustomer() {
  const email = `two-factor-${++accounts}@example.ng`;
  const token = await signUpVerified(m.app, m.db, email);
  const enrolment = await enrol(m.app, token);
  // Past the enrolment code's step and the one after, so that step() - 1 is a fresh step too.
  advanceSteps(2);
  return { email, token, ...enrolment };
}

const sessionCount = async (email: string) => {
  const [{ n }] = await m.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(customers.email, email));
  return n;
};

describe('enrolment', () => {
  it('turns on with a code of the new secret, answers 10 recovery codes once, and mails', async () => {
    const email = 'enrol@example.ng';
    const token = await signUpVerified(m.app, m.db, email);
    const setup = await call(m.app, 'POST', api('two-factor/setup'), undefined, { token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = setup.body;
    expect(otpauthUri).toBe(
      `otpauth://totp/Oja%20Market:enrol%40example.ng?secret=${secret}&issuer=Oja%20Market`,
    );

    const off = await call(m.app, 'GET', api('two-factor'), undefined, { token });
    expect(off.body).toEqual({ enabled: false, recoveryCodesLeft: 0, passwordRequired: true });

    const wrong = codeAt(secret, step() + 5);
    const refused = await call(m.app, 'POST', api('two-factor/enable'), { code: wrong }, { token });
    expect(refused.status).toBe(400);
    const stillOff = await call(m.app, 'GET', api('two-factor'), undefined, { token });
    expect(stillOff.body.enabled).toBe(false);

    const on = await call(
      m.app,
      'POST',
      api('two-factor/enable'),
      { code: codeAt(secret, step()) },
      { token },
    );
    expect(on.status).toBe(200);
    const codes: string[] = on.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const status = await call(m.app, 'GET', api('two-factor'), undefined, { token });
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, passwordRequired: true });
    const [mail] = await mailsTo(m.db, email);
    expect(mail.subject).toBe('Two-factor sign-in is on');
    expect(mail.html).toContain('<p>');

    // At rest: the secret only sealed, the codes only hashed.
    const [row] = await m.db.select().from(twoFactor);
    expect(row.secretEncrypted).not.toContain(secret);
    const stored = await m.db.select().from(recoveryCodes);
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replace(/-/g, ''));

    // Once on, a new setup is refused rather than replacing the secret.
    const again = await call(m.app, 'POST', api('two-factor/setup'), undefined, { token });
    expect(again.status).toBe(409);
  });

  it('a second setup replaces an unconfirmed secret; the first one’s codes no longer turn it on', async () => {
    const token = await signUpVerified(m.app, m.db, 'two-tabs@example.ng');
    const first = await call(m.app, 'POST', api('two-factor/setup'), undefined, { token });
    const second = await call(m.app, 'POST', api('two-factor/setup'), undefined, { token });
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await call(
      m.app,
      'POST',
      api('two-factor/enable'),
      { code: codeAt(first.body.secret, step()) },
      { token },
    );
    expect(stale.status).toBe(400);
  });

  it('needs a session, and refuses a body that is not a 6-digit code without storing anything', async () => {
    expect((await call(m.app, 'POST', api('two-factor/setup'))).status).toBe(401);
    const token = await signUpVerified(m.app, m.db, 'bad-body@example.ng');
    await call(m.app, 'POST', api('two-factor/setup'), undefined, { token });
    for (const code of ['12345', 'abcdef', '1234567', '']) {
      const answer = await call(m.app, 'POST', api('two-factor/enable'), { code }, { token });
      expect(answer.status).toBe(400);
    }
    const status = await call(m.app, 'GET', api('two-factor'), undefined, { token });
    expect(status.body.enabled).toBe(false);
  });
});

describe('sign-in of an enrolled account', () => {
  it('gives a challenge, not a token, for the right password; the code then opens a session', async () => {
    const { email, secret } = await enrolledCustomer();
    const before = await sessionCount(email);
    const login = await call(m.app, 'POST', api('login'), { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      message: 'Enter the code from your authenticator app to finish logging in.',
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresInSeconds: 300,
    });
    expect(login.body.token).toBeUndefined();
    expect(await sessionCount(email)).toBe(before);

    // A wrong password still says only that.
    const wrongPassword = await call(m.app, 'POST', api('login'), {
      email,
      password: OTHER_STRONG_PASSWORD,
    });
    expect(wrongPassword).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password' },
    });

    const done = await secondStep(m.app, login.body.challenge, codeAt(secret, step()));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Login successful', firstName: 'Adaeze' });
    const verified = await call(m.app, 'POST', api('verify-token'), undefined, {
      token: done.body.token,
    });
    expect(verified.status).toBe(200);
  });

  it('accepts codes one step either side of now and refuses two steps away', async () => {
    const { email, secret } = await enrolledCustomer();
    const challenge = await challengeFor(m.app, email, STRONG_PASSWORD);
    for (const far of [step() - 2, step() + 2]) {
      expect((await secondStep(m.app, challenge, codeAt(secret, far))).status).toBe(400);
    }
    expect((await secondStep(m.app, challenge, codeAt(secret, step() - 1))).status).toBe(200);
    const next = await challengeFor(m.app, email, STRONG_PASSWORD);
    expect((await secondStep(m.app, next, codeAt(secret, step() + 1))).status).toBe(200);
  });

  it('refuses a code already used in its window, and any older one', async () => {
    const { email, secret } = await enrolledCustomer();
    const code = codeAt(secret, step());
    expect((await signInWithCode(m.app, email, STRONG_PASSWORD, code)).status).toBe(200);
    const again = await challengeFor(m.app, email, STRONG_PASSWORD);
    expect(await secondStep(m.app, again, code)).toMatchObject({
      status: 400,
      body: { message: 'That code is not right. Check it and try again.' },
    });
    expect((await secondStep(m.app, again, codeAt(secret, step() - 1))).status).toBe(400);
    // The refused tries leave the challenge open: the next step's code still works.
    expect((await secondStep(m.app, again, codeAt(secret, step() + 1))).status).toBe(200);
  });

  it('lets only one of two simultaneous submissions of one code through', async () => {
    const { email, secret } = await enrolledCustomer();
    const [a, b] = await Promise.all([
      challengeFor(m.app, email, STRONG_PASSWORD),
      challengeFor(m.app, email, STRONG_PASSWORD),
    ]);
    const code = codeAt(secret, step());
    const answers = await Promise.all([secondStep(m.app, a, code), secondStep(m.app, b, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('uses a challenge once, for its own account, and not after five minutes', async () => {
    const one = await enrolledCustomer();
    const other = await enrolledCustomer();
    const challenge = await challengeFor(m.app, one.email, STRONG_PASSWORD);

    // Bound to its account: the other account's code is a wrong code here.
    expect((await secondStep(m.app, challenge, codeAt(other.secret, step()))).status).toBe(400);
    expect((await secondStep(m.app, challenge, codeAt(one.secret, step()))).status).toBe(200);
    // Used: a later code does not open a second session with it.
    expect(await secondStep(m.app, challenge, codeAt(one.secret, step() + 1))).toMatchObject({
      status: 401,
      body: { message: 'Your login has expired. Please log in again.' },
    });

    const late = await challengeFor(m.app, one.email, STRONG_PASSWORD);
    await m.db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.customerId, (await customerId(one.email))!));
    expect((await secondStep(m.app, late, codeAt(one.secret, step() + 1))).status).toBe(401);
    expect((await secondStep(m.app, 'x'.repeat(43), codeAt(one.secret, step() + 1))).status).toBe(
      401,
    );
  });

  it('signs in with a recovery code once, mails about it, and says how many are left', async () => {
    const { email, recoveryCodes: codes } = await enrolledCustomer();
    const first = await secondStep(
      m.app,
      await challengeFor(m.app, email, STRONG_PASSWORD),
      // Typed loosely: lower case, without the dashes.
      codes[0].toLowerCase().replace(/-/g, ''),
    );
    expect(first.status).toBe(200);
    expect(first.body.recoveryCodesLeft).toBe(9);
    const [mail] = await mailsTo(m.db, email);
    expect(mail.subject).toBe('A recovery code was used to log in');
    expect(mail.text).toContain('9 unused recovery codes left');

    const reused = await signInWithCode(m.app, email, STRONG_PASSWORD, codes[0]);
    expect(reused.status).toBe(400);
    const next = await signInWithCode(m.app, email, STRONG_PASSWORD, codes[1]);
    expect(next.status).toBe(200);
  });

  it('accepts RFC 6238’s published codes for its SHA-1 secret at their times', async () => {
    const { email } = await enrolledCustomer();
    const id = (await customerId(email))!;
    await m.db
      .update(twoFactor)
      .set({
        secretEncrypted: sealSecret(
          m.app.config.totpEncryptionKey!,
          base32Encode(RFC6238_SECRET),
          id,
        ),
        lastUsedStep: null,
      })
      .where(eq(twoFactor.customerId, id));
    // From 2005 on: the vectors at 59 s would put the session's end before the database's now.
    for (const [seconds, published] of RFC6238_SHA1_VECTORS.slice(1)) {
      jest.setSystemTime(seconds * 1000);
      const challenge = await challengeFor(m.app, email, STRONG_PASSWORD);
      const answer = await secondStep(m.app, challenge, published.slice(-6));
      expect([seconds, answer.status]).toEqual([seconds, 200]);
    }
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a current code, then mails; login needs no code afterwards', async () => {
    const { email, token, secret } = await enrolledCustomer();
    const off = (body: unknown) => call(m.app, 'POST', api('two-factor/disable'), body, { token });

    expect(
      await off({ password: OTHER_STRONG_PASSWORD, code: codeAt(secret, step()) }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Your password is incorrect.' },
    });
    expect(
      (await off({ password: STRONG_PASSWORD, code: codeAt(secret, step() + 3) })).status,
    ).toBe(400);
    expect((await off({ code: codeAt(secret, step()) })).status).toBe(400);
    expect((await off({ password: STRONG_PASSWORD, code: codeAt(secret, step()) })).status).toBe(
      200,
    );

    const [mail] = await mailsTo(m.db, email);
    expect(mail.subject).toBe('Two-factor sign-in is off');
    const login = await call(m.app, 'POST', api('login'), { email, password: STRONG_PASSWORD });
    expect(login.body.token).toEqual(expect.any(String));
    expect(
      await m.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.customerId, (await customerId(email))!)),
    ).toEqual([]);
  });

  it('an open challenge dies when two-factor is turned off', async () => {
    const { email, token, secret } = await enrolledCustomer();
    const challenge = await challengeFor(m.app, email, STRONG_PASSWORD);
    await call(
      m.app,
      'POST',
      api('two-factor/disable'),
      { password: STRONG_PASSWORD, code: codeAt(secret, step()) },
      { token },
    );
    expect((await secondStep(m.app, challenge, codeAt(secret, step() + 1))).status).toBe(401);
  });

  it('a password change or reset ends the second steps begun with the old password', async () => {
    const { email, token, secret } = await enrolledCustomer();
    const begun = await challengeFor(m.app, email, STRONG_PASSWORD);
    const changed = await call(
      m.app,
      'POST',
      api('change-password'),
      { oldPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await secondStep(m.app, begun, codeAt(secret, step()))).status).toBe(401);

    const again = await challengeFor(m.app, email, OTHER_STRONG_PASSWORD);
    await call(m.app, 'POST', api('forgot-password'), { email });
    const link = await latestResetToken(m.db, email);
    await call(m.app, 'POST', api(`reset-password/${link}`), { password: STRONG_PASSWORD });
    expect((await secondStep(m.app, again, codeAt(secret, step()))).status).toBe(401);
  });

  it('new recovery codes need a current code and void the old ones', async () => {
    const { email, token, secret, recoveryCodes: old } = await enrolledCustomer();
    const renew = (code: string) =>
      call(m.app, 'POST', api('two-factor/recovery-codes'), { code }, { token });
    expect((await renew(codeAt(secret, step() + 4))).status).toBe(400);
    const renewed = await renew(codeAt(secret, step()));
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const [mail] = await mailsTo(m.db, email);
    expect(mail.subject).toBe('New recovery codes for your account');

    const stale = await signInWithCode(m.app, email, STRONG_PASSWORD, old[1]);
    expect(stale.status).toBe(400);
    const works = await signInWithCode(m.app, email, STRONG_PASSWORD, fresh[0]);
    expect(works.status).toBe(200);
  });
});

async function customerId(email: string) {
  const [row] = await m.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email));
  return row?.id;
}
