import { loadConfig } from '@/marketplace/config';
import { buildServer } from '@/marketplace/server';
import { TEST_CARDS } from '@/marketplace/payments/sandbox/cards';
import { NO_RATE_LIMITS, call, testEnv } from './accounts-helpers';
import { startTestMarketplace, type TestMarketplace } from './harness';

/**
 * The demo-only parts (decision 028): the dev mailbox and the sandbox payment provider run only on
 * an API that listens on loopback outside production, unless DEMO_MODE=on says otherwise; the
 * sandbox's secrets are its own, so only the marketplace can ask it about transactions.
 */

jest.setTimeout(60_000);

const FLUTTERWAVE = { PAYMENT_PROVIDER: 'flutterwave', FLW_SECRET_KEY: 'k', FLW_SECRET_HASH: 'h' };
/** Production also needs the two-factor secrets' key (TOTP_ENCRYPTION_KEY). */
const TOTP_KEY = { TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) };
/** Production also needs the secret that signs cache tags for the storefronts. */
const REVALIDATE = { REVALIDATE_SECRET: 'r'.repeat(32) };
/** The key the README and .env.example published before decision 028. */
const PUBLISHED_KEY = 'FLWSECK_TEST-oja-sandbox-secret-key';
/** The fields of Flutterwave's GET /v3/transactions/{id}/verify answer (developer.flutterwave.com). */
const FLUTTERWAVE_VERIFY_FIELDS = [
  'id',
  'tx_ref',
  'flw_ref',
  'device_fingerprint',
  'amount',
  'currency',
  'charged_amount',
  'app_fee',
  'merchant_fee',
  'processor_response',
  'auth_model',
  'ip',
  'narration',
  'status',
  'payment_type',
  'created_at',
  'account_id',
  'card',
  'meta',
  'amount_settled',
  'customer',
];

describe('where the demo parts run', () => {
  it('on an API on loopback outside production', () => {
    for (const host of ['127.0.0.1', '127.0.0.5', '::1', '[::1]', 'localhost', undefined])
      expect(loadConfig(testEnv(host ? { MARKETPLACE_HOST: host } : {})).devMailbox).toBe(true);
  });

  it('not on an API other machines reach: the sandbox is refused, the mailbox is left out', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.4']) {
      expect(() => loadConfig(testEnv({ MARKETPLACE_HOST: host }))).toThrow(
        new RegExp(`MARKETPLACE_HOST=${host.replace(/\./g, '\\.')}.*DEMO_MODE=on`),
      );
      expect(loadConfig(testEnv({ MARKETPLACE_HOST: host, ...FLUTTERWAVE })).devMailbox).toBe(
        false,
      );
    }
  });

  it('not in production, unless DEMO_MODE=on says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /sandbox payment provider.*NODE_ENV=production.*PAYMENT_PROVIDER=flutterwave.*DEMO_MODE=on/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...FLUTTERWAVE, ...TOTP_KEY, ...REVALIDATE }).devMailbox,
    ).toBe(false);
    const demo = loadConfig({
      NODE_ENV: 'production',
      DEMO_MODE: 'on',
      MARKETPLACE_HOST: '::',
      ...TOTP_KEY,
    });
    expect(demo).toMatchObject({ demoMode: 'on', devMailbox: true, paymentProvider: 'sandbox' });
  });

  it('never with DEMO_MODE=off, and DEMO_MODE takes only auto, on and off', () => {
    expect(() => loadConfig(testEnv({ DEMO_MODE: 'off' }))).toThrow(/DEMO_MODE=off/);
    expect(loadConfig(testEnv({ DEMO_MODE: 'off', ...FLUTTERWAVE })).devMailbox).toBe(false);
    expect(() => loadConfig(testEnv({ DEMO_MODE: 'yes' }))).toThrow(/DEMO_MODE must be/);
  });
});

describe('the dev mailbox', () => {
  let m: TestMarketplace;
  beforeAll(async () => {
    m = await startTestMarketplace(NO_RATE_LIMITS);
  });
  afterAll(() => m.close());

  it('is not served by an API that listens where other machines reach it', async () => {
    const reachable = await buildServer({
      db: m.db,
      config: loadConfig(testEnv({ MARKETPLACE_HOST: '0.0.0.0', ...FLUTTERWAVE })),
    });
    try {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json?to=ada@example.ng'])
        expect((await call(reachable, 'GET', path)).status).toBe(404);
    } finally {
      await reachable.close();
    }
    expect((await call(m.app, 'GET', '/dev/mailbox.json')).status).toBe(200);
  });
});

describe('the sandbox provider', () => {
  let m: TestMarketplace;
  let other: TestMarketplace;
  let token: string;
  const payer = { email: 'payer@example.ng', phonenumber: '08035550199', name: 'Kemi Payer' };

  beforeAll(async () => {
    const env = { ...NO_RATE_LIMITS, PAYMENT_WEBHOOK_URL: 'http://127.0.0.1:9/webhook' };
    m = await startTestMarketplace(env);
    other = await startTestMarketplace(env);
  });
  afterAll(async () => {
    await m.close();
    await other.close();
  });

  const sandbox = (path: string, key: string, payload?: unknown) =>
    call(m.app, payload === undefined ? 'GET' : 'POST', `/sandbox/flutterwave${path}`, payload, {
      headers: { authorization: `Bearer ${key}` },
    });

  it('has secrets of its own per database, not a published key', async () => {
    const { flwSecretKey, flwSecretHash } = m.app.config;
    expect(flwSecretKey).toMatch(/^FLWSECK_TEST-[A-Za-z0-9_-]{32}$/);
    expect(flwSecretKey).not.toBe(PUBLISHED_KEY);
    expect(other.app.config.flwSecretKey).not.toBe(flwSecretKey);
    expect(other.app.config.flwSecretHash).not.toBe(flwSecretHash);
    // Another API process on the same database (and the next start) shares them.
    const again = await buildServer({ db: m.db, config: m.config });
    expect(again.config).toMatchObject({ flwSecretKey, flwSecretHash });
    await again.close();
  });

  it("tells only the merchant about its transactions, with Flutterwave's fields", async () => {
    const checkout = await sandbox('/v3/payments', m.app.config.flwSecretKey, {
      tx_ref: 'ORD-DEMO-1',
      amount: 1500,
      currency: 'NGN',
      redirect_url: 'https://shop.example.ng/checkout/confirmation/ORD-DEMO-1',
      customer: payer,
    });
    expect(checkout.status).toBe(200);
    token = new URL(checkout.body.data.link).pathname.split('/').pop()!;
    expect((await call(m.app, 'GET', `/sandbox/flutterwave/pay/${token}`)).body).toContain(
      payer.email,
    );
    const paid = await m.app.inject({
      method: 'POST',
      url: `/sandbox/flutterwave/pay/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: TEST_CARDS.success,
        expiry: '09/32',
        cvv: '812',
        action: 'pay',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const id = new URL(paid.headers.location as string).searchParams.get('transaction_id');

    for (const path of [
      `/v3/transactions/${id}/verify`,
      '/v3/transactions/verify_by_reference?tx_ref=ORD-DEMO-1',
    ]) {
      for (const key of [PUBLISHED_KEY, other.app.config.flwSecretKey]) {
        const stranger = await sandbox(path, key);
        expect(stranger.status).toBe(401);
        expect(JSON.stringify(stranger.body)).not.toContain(payer.email);
      }
      const merchant = await sandbox(path, m.app.config.flwSecretKey);
      expect(merchant.status).toBe(200);
      expect(merchant.body.data).toMatchObject({ tx_ref: 'ORD-DEMO-1', status: 'successful' });
      for (const field of Object.keys(merchant.body.data))
        expect(FLUTTERWAVE_VERIFY_FIELDS).toContain(field);
    }
  });

  it("shows the payer's name and e-mail on the page only until the payment is made", async () => {
    const page = await call(m.app, 'GET', `/sandbox/flutterwave/pay/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('This payment is complete');
    expect(page.body).not.toContain(payer.email);
    expect(page.body).not.toContain(payer.name);
  });
});
