import { loadConfig } from '@/marketplace/config';
import { testEnv } from './accounts-helpers';

describe('payment settings', () => {
  // The sandbox's secrets are made per database when the server is built (demo-parts.test.ts).
  it('default to the sandbox served by the API itself', () => {
    const config = loadConfig(testEnv({ MARKETPLACE_PORT: '4555' }));
    expect(config).toMatchObject({
      paymentProvider: 'sandbox',
      publicUrl: 'http://127.0.0.1:4555',
      paymentWebhookUrl: 'http://127.0.0.1:4555/api/payments/webhook',
      orderReservationMinutes: 30,
    });
  });

  it('refuse Flutterwave without its secrets, and an unknown provider', () => {
    expect(() => loadConfig(testEnv({ PAYMENT_PROVIDER: 'flutterwave' }))).toThrow(
      /FLW_SECRET_KEY/,
    );
    expect(() => loadConfig(testEnv({ PAYMENT_PROVIDER: 'paypal' }))).toThrow(/PAYMENT_PROVIDER/);
    const live = loadConfig(
      testEnv({
        PAYMENT_PROVIDER: 'flutterwave',
        FLW_SECRET_KEY: 'FLWSECK-live',
        FLW_SECRET_HASH: 'hash',
      }),
    );
    expect(live).toMatchObject({
      flwBaseUrl: 'https://api.flutterwave.com',
      flwSecretKey: 'FLWSECK-live',
    });
  });

  it('refuse a reservation time that is not a positive whole number', () => {
    expect(() => loadConfig(testEnv({ ORDER_RESERVATION_MINUTES: '0' }))).toThrow();
    expect(() => loadConfig(testEnv({ ORDER_RESERVATION_SWEEP_SECONDS: '-1' }))).toThrow();
  });

  it('offer card, bank transfer and USSD by default; PAYMENT_OPTIONS lists them, checked', () => {
    expect(loadConfig(testEnv({})).paymentOptions).toEqual(['card', 'banktransfer', 'ussd']);
    expect(loadConfig(testEnv({ PAYMENT_OPTIONS: ' ussd, Card ' })).paymentOptions).toEqual([
      'ussd',
      'card',
    ]);
    expect(() => loadConfig(testEnv({ PAYMENT_OPTIONS: 'card,paypal' }))).toThrow(
      /PAYMENT_OPTIONS: "paypal"/,
    );
    expect(() => loadConfig(testEnv({ PAYMENT_OPTIONS: 'card,card' }))).toThrow(/twice/);
  });
});
