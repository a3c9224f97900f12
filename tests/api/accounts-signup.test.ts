import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, signInResponse } from '@/lib/contract';
import { customers, emailCodes } from '@/marketplace/db/schema';
import { startTestMarketplace, type TestMarketplace } from './harness';
import {
  NO_RATE_LIMITS,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  api,
  call,
  countCustomers,
  latestCode,
  mailsTo,
  newCustomer,
  signUpVerified,
} from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(NO_RATE_LIMITS);
});
afterAll(() => m.close());

const post = (path: string, body?: unknown) => call(m.app, 'POST', api(path), body);
/** What a caller can tell two answers apart by: status, body and headers, except the clock's Date. */
const answerOf = ({ status, body, headers }: Awaited<ReturnType<typeof post>>) => ({
  status,
  body,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date')),
});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signup', () => {
  it('creates an unverified customer, hashes the password and mails a code', async () => {
    const res = await post('signup', newCustomer('ada@example.ng'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Verification code sent to email' });

    const [row] = await m.db.select().from(customers).where(eq(customers.email, 'ada@example.ng'));
    expect(row).toMatchObject({ firstName: 'Adaeze', verified: false, deactivated: false });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await mailsTo(m.db, 'ada@example.ng');
    expect(mail.subject).toBe('Your Oja Market verification code');
    expect(mail.text).toMatch(/Your Oja Market verification code is \d{6}/);
    expect(mail.text).toContain('15 minutes');
  });

  it.each([
    [{ ...newCustomer('x@example.ng'), email: 'not an email' }, ACCOUNT_MESSAGES.invalidEmail],
    [{ ...newCustomer('x@example.ng'), email: 'a@b@example.ng' }, ACCOUNT_MESSAGES.invalidEmail],
    [{ ...newCustomer('x@example.ng'), email: 'a@localhost' }, ACCOUNT_MESSAGES.invalidEmail],
    [{ ...newCustomer('x@example.ng'), firstName: '  ' }, ACCOUNT_MESSAGES.namesRequired],
    [{ ...newCustomer('x@example.ng'), lastName: undefined }, ACCOUNT_MESSAGES.namesRequired],
    [{ ...newCustomer('x@example.ng'), phoneNumber: '' }, ACCOUNT_MESSAGES.phoneRequired],
    [{ ...newCustomer('x@example.ng'), password: 'short' }, ACCOUNT_MESSAGES.weakPassword],
    [{ ...newCustomer('x@example.ng'), password: 'nospecial1A' }, ACCOUNT_MESSAGES.weakPassword],
    [{ ...newCustomer('x@example.ng'), password: 'NOLOWER1!' }, ACCOUNT_MESSAGES.weakPassword],
    [{ ...newCustomer('x@example.ng'), password: 12345 }, ACCOUNT_MESSAGES.weakPassword],
    ['just text', 'The request body must be a JSON object.'],
    [[newCustomer('x@example.ng')], 'The request body must be a JSON object.'],
  ])('refuses a malformed body with 400 and stores nothing (%#)', async (body, message) => {
    const before = await countCustomers(m.db);
    const res = await post('signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await countCustomers(m.db)).toBe(before);
    expect(await mailsTo(m.db, 'x@example.ng')).toHaveLength(0);
  });

  it('answers a verified address as a new one, changes nothing and tells its owner', async () => {
    await signUpVerified(m.app, m.db, 'Taken@Example.ng');
    const fresh = await post('signup', newCustomer('untaken@example.ng'));
    const [before] = await m.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'Taken@Example.ng'));
    const count = await countCustomers(m.db);

    const res = await post('signup', {
      ...newCustomer('taken@EXAMPLE.ng'),
      firstName: 'Intruder',
      password: OTHER_STRONG_PASSWORD,
    });
    expect(res).toEqual({ status: fresh.status, body: fresh.body, headers: expect.anything() });
    const [after] = await m.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'Taken@Example.ng'));
    expect(after).toEqual(before);
    expect(await countCustomers(m.db)).toBe(count);

    // The owner gets a notice with the way in, not a code; the code step never verifies.
    const [notice, code] = await mailsTo(m.db, 'taken@example.ng');
    expect(code.subject).toBe('Your Oja Market verification code');
    expect(notice.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice.text).not.toMatch(/\d{6}/);
    expect(notice.text).toContain('http://localhost:3000/login\n');
    expect(notice.text).toContain('http://localhost:3000/forgot-password\n');
    expect(notice.html).toContain('<a href="http://localhost:3000/forgot-password">');
    for (const guess of ['000000', '123456']) {
      expect(
        answerOf(await post('verify-email', { email: 'taken@example.ng', code: guess })),
      ).toEqual(answerOf(await post('verify-email', { email: 'untaken@example.ng', code: guess })));
    }
    const login = await post('login', { email: 'taken@example.ng', password: STRONG_PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { firstName: 'Adaeze' } });
  });

  it('sends the owner of a taken address 3 notices at most in 15 minutes', async () => {
    await signUpVerified(m.app, m.db, 'flooded@example.ng');
    for (let i = 0; i < 6; i++) {
      const res = await post('signup', newCustomer('flooded@example.ng'));
      expect(res).toMatchObject({
        status: 201,
        body: { message: 'Verification code sent to email' },
      });
    }
    const notices = (await mailsTo(m.db, 'flooded@example.ng')).filter((mail) =>
      mail.subject.startsWith('Someone tried'),
    );
    expect(notices).toHaveLength(3);
  });

  it('sends nothing to a closed account and leaves it closed', async () => {
    const token = await signUpVerified(m.app, m.db, 'closed-signup@example.ng');
    await call(m.app, 'POST', api('deactivate-account'), undefined, { token });
    const res = await post('signup', newCustomer('closed-signup@example.ng'));
    expect(res).toMatchObject({
      status: 201,
      body: { message: 'Verification code sent to email' },
    });
    expect(await mailsTo(m.db, 'closed-signup@example.ng')).toHaveLength(1); // the first code
    const [row] = await m.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'closed-signup@example.ng'));
    expect(row).toMatchObject({ deactivated: true, verified: true });
  });

  it('updates an unverified account and sends a new code; the old code stops working', async () => {
    await post('signup', newCustomer('again@example.ng'));
    const first = await latestCode(m.db, 'again@example.ng');
    const res = await post('signup', { ...newCustomer('AGAIN@example.ng'), firstName: 'Chidi' });
    expect(res.status).toBe(201);
    const rows = await m.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = 'again@example.ng'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Chidi');
    const second = await latestCode(m.db, 'again@example.ng');
    expect(await mailsTo(m.db, 'again@example.ng')).toHaveLength(2);

    if (first !== second) {
      const stale = await post('verify-email', { email: 'again@example.ng', code: first });
      expect(stale.status).toBe(400);
    }
    const ok = await post('verify-email', { email: 'again@example.ng', code: second });
    expect(ok.status).toBe(200);
    expect(ok.body.firstName).toBe('Chidi');
  });
});

describe('send-email-code', () => {
  it('mails a new code to an unverified account', async () => {
    await post('signup', newCustomer('resend@example.ng'));
    const res = await post('send-email-code', { email: 'Resend@example.ng' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Verification code sent to email' });
    expect(await mailsTo(m.db, 'resend@example.ng')).toHaveLength(2);
  });

  it('answers the same for an unknown or verified account and mails nothing', async () => {
    await signUpVerified(m.app, m.db, 'done@example.ng');
    const unknown = await post('send-email-code', { email: 'nobody@example.ng' });
    const verified = await post('send-email-code', { email: 'done@example.ng' });
    expect(unknown).toMatchObject({
      status: 200,
      body: { message: 'Verification code sent to email' },
    });
    expect(verified.body).toEqual(unknown.body);
    expect(await mailsTo(m.db, 'nobody@example.ng')).toHaveLength(0);
    expect(await mailsTo(m.db, 'done@example.ng')).toHaveLength(1);
  });

  it('validates the e-mail', async () => {
    const res = await post('send-email-code', {});
    expect(res).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.invalidEmail } });
  });
});

describe('verify-email', () => {
  it('verifies, signs in and answers like login', async () => {
    await post('signup', newCustomer('verify@example.ng'));
    const code = await latestCode(m.db, 'verify@example.ng');
    const res = await post('verify-email', { email: 'VERIFY@example.ng', code });
    expect(res.status).toBe(200);
    const answer = signInResponse.parse(res.body);
    expect(answer).toMatchObject({
      message: 'Email verified successfully!',
      firstName: 'Adaeze',
      profile: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        phone: '+234 803 555 0101',
        phoneNumber: '+234 803 555 0101',
        email: 'verify@example.ng',
        address: null,
      },
    });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const check = await call(m.app, 'POST', api('verify-token'), undefined, {
      token: answer.token,
    });
    expect(check).toMatchObject({ status: 200, body: { valid: true, firstName: 'Adaeze' } });
  });

  it('refuses a wrong code, and a code that is not 6 characters', async () => {
    await post('signup', newCustomer('wrong@example.ng'));
    const code = await latestCode(m.db, 'wrong@example.ng');
    const wrong = await post('verify-email', { email: 'wrong@example.ng', code: wrongCode(code) });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid verification code' } });
    const short = await post('verify-email', { email: 'wrong@example.ng', code: '123' });
    expect(short).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.invalidCode } });
    const unknown = await post('verify-email', { email: 'ghost@example.ng', code });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid verification code' } });
    const ok = await post('verify-email', { email: 'wrong@example.ng', code });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    await post('signup', newCustomer('late@example.ng'));
    const code = await latestCode(m.db, 'late@example.ng');
    await m.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        sql`${emailCodes.customerId} = (select id from customers where email = 'late@example.ng')`,
      );
    const res = await post('verify-email', { email: 'late@example.ng', code });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('kills a code after 5 wrong tries, even for the right code; a new code works', async () => {
    await post('signup', newCustomer('guess@example.ng'));
    const code = await latestCode(m.db, 'guess@example.ng');
    for (let i = 0; i < 5; i++) {
      const res = await post('verify-email', { email: 'guess@example.ng', code: wrongCode(code) });
      expect(res.status).toBe(400);
    }
    const right = await post('verify-email', { email: 'guess@example.ng', code });
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/Too many wrong attempts/);

    await post('send-email-code', { email: 'guess@example.ng' });
    const fresh = await latestCode(m.db, 'guess@example.ng');
    const ok = await post('verify-email', { email: 'guess@example.ng', code: fresh });
    expect(ok.status).toBe(200);
  });

  it('uses a code once', async () => {
    await post('signup', newCustomer('once@example.ng'));
    const code = await latestCode(m.db, 'once@example.ng');
    expect((await post('verify-email', { email: 'once@example.ng', code })).status).toBe(200);
    const again = await post('verify-email', { email: 'once@example.ng', code });
    expect(again).toMatchObject({ status: 400, body: { message: 'Invalid verification code' } });
  });
});

describe('login', () => {
  beforeAll(() => signUpVerified(m.app, m.db, 'login@example.ng'));
  const failed = { status: 401, body: { message: 'Invalid email or password' } };

  it('signs in a verified customer, e-mail in any case', async () => {
    const res = await post('login', { email: 'LOGIN@example.ng', password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(signInResponse.parse(res.body)).toMatchObject({
      message: 'Login successful',
      firstName: 'Adaeze',
      profile: { email: 'login@example.ng' },
    });
  });

  it('answers every failure alike', async () => {
    expect(
      await post('login', { email: 'login@example.ng', password: 'Wrong-pass1' }),
    ).toMatchObject(failed);
    expect(
      await post('login', { email: 'nobody@example.ng', password: STRONG_PASSWORD }),
    ).toMatchObject(failed);
    await post('signup', newCustomer('unverified@example.ng'));
    expect(
      await post('login', { email: 'unverified@example.ng', password: STRONG_PASSWORD }),
    ).toMatchObject(failed);
  });

  it('refuses a deactivated account', async () => {
    const token = await signUpVerified(m.app, m.db, 'closed@example.ng');
    const closed = await call(m.app, 'POST', api('deactivate-account'), undefined, { token });
    expect(closed.status).toBe(200);
    expect(
      await post('login', { email: 'closed@example.ng', password: STRONG_PASSWORD }),
    ).toMatchObject(failed);
  });

  it('validates the body', async () => {
    expect(await post('login', { email: 'login@example.ng', password: '' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.emptyPassword },
    });
    expect(await post('login', { email: 'login', password: 'x' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.invalidEmail },
    });
  });
});
