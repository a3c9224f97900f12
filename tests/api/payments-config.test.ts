import { loadConfig, SANDBOX_SECRET_HASH, SANDBOX_SECRET_KEY } from '@/marketplace/config';

describe('payment settings', () => {
  it('default to the sandbox served by the API itself, with its development secrets', () => {
    const config = loadConfig({ MARKETPLACE_PORT: '4555' } as NodeJS.ProcessEnv);
    expect(config).toMatchObject({
      paymentProvider: 'sandbox',
      publicUrl: 'http://127.0.0.1:4555',
      flwSecretKey: SANDBOX_SECRET_KEY,
      flwSecretHash: SANDBOX_SECRET_HASH,
      paymentWebhookUrl: 'http://127.0.0.1:4555/api/payments/webhook',
      orderReservationMinutes: 30,
    });
  });

  it('refuse Flutterwave without its secrets, and an unknown provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'flutterwave' } as NodeJS.ProcessEnv)).toThrow(
      /FLW_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' } as NodeJS.ProcessEnv)).toThrow(
      /PAYMENT_PROVIDER/,
    );
    const live = loadConfig({
      PAYMENT_PROVIDER: 'flutterwave',
      FLW_SECRET_KEY: 'FLWSECK-live',
      FLW_SECRET_HASH: 'hash',
    } as NodeJS.ProcessEnv);
    expect(live).toMatchObject({
      flwBaseUrl: 'https://api.flutterwave.com',
      flwSecretKey: 'FLWSECK-live',
    });
  });

  it('refuse a reservation time that is not a positive whole number', () => {
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '0' } as NodeJS.ProcessEnv)).toThrow();
    expect(() =>
      loadConfig({ ORDER_RESERVATION_SWEEP_SECONDS: '-1' } as NodeJS.ProcessEnv),
    ).toThrow();
  });
});
