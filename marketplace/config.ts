import path from 'node:path';

/** Every setting of the marketplace API, read once from the environment. Defaults run the embedded marketplace. */
export interface MarketplaceConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under `pgliteDir` is used. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Public URL of the storefront, used in e-mails and payment redirects. */
  storefrontUrl: string;
  /** Origins allowed by CORS; empty means CORS is closed. */
  corsOrigins: string[];
  logLevel: string;
  production: boolean;
  /** SMTP server for real delivery (`smtp://user:pass@host:587`); without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** OAuth client id of Google sign-in; without it `auth/google` answers 501. */
  googleClientId: string | undefined;
  /** Where Google's signing keys are fetched; tests point it at a local key set. */
  googleJwksUrl: string;
  /** Sign-in, signup, code and reset requests allowed per minute for one e-mail address. */
  authRateLimitPerEmail: number;
  /** The same requests allowed per minute from one client IP. */
  authRateLimitPerIp: number;
  /**
   * Peers (the storefront's server) whose X-Forwarded-For names the client IP for rate limits;
   * any other peer is itself the client.
   */
  trustedProxies: string[];
  sessionTtlDays: number;
  /** The shop's name, shown on the payment page (Flutterwave's customizations.title). */
  siteName: string;
  /**
   * Where the API itself is reachable over HTTP: the sandbox payment provider's links and its
   * webhook calls use it.
   */
  publicUrl: string;
  /** `sandbox` (default: served by this API) or `flutterwave` (the real provider). */
  paymentProvider: 'sandbox' | 'flutterwave';
  /** Bearer secret of the provider's API; the sandbox checks it as Flutterwave does. */
  flwSecretKey: string;
  /** The `verif-hash` header the provider sends with every webhook. */
  flwSecretHash: string;
  /** Flutterwave's API host (only with paymentProvider flutterwave). */
  flwBaseUrl: string;
  /** Where the sandbox posts its `charge.completed` webhooks. */
  paymentWebhookUrl: string;
  /** How long an unpaid order holds its stock. */
  orderReservationMinutes: number;
  /** How often expired reservations are given back; 0 turns the timer off (they are still released before each new order). */
  reservationSweepSeconds: number;
  /** Unpaid orders holding stock that one customer may have at once (orders whose payment is under way). */
  maxUnpaidOrders: number;
  /** First retry delay of the sandbox's webhook; each further retry waits twice as long. */
  sandboxWebhookRetryMs: number;
}

/** Fixed development values of the sandbox provider; the real provider never accepts them. */
export const SANDBOX_SECRET_KEY = 'FLWSECK_TEST-oja-sandbox-secret-key';
export const SANDBOX_SECRET_HASH = 'oja-sandbox-webhook-hash';

function nonNegativeInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 0) return number;
  throw new Error(`${name} must be a whole number of 0 or more`);
}

function paymentSettings(env: NodeJS.ProcessEnv, publicUrl: string) {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'flutterwave')
    throw new Error('PAYMENT_PROVIDER must be sandbox or flutterwave');
  const sandbox = provider === 'sandbox';
  const secretKey = env.FLW_SECRET_KEY || (sandbox ? SANDBOX_SECRET_KEY : '');
  const secretHash = env.FLW_SECRET_HASH || (sandbox ? SANDBOX_SECRET_HASH : '');
  if (!secretKey || !secretHash)
    throw new Error('PAYMENT_PROVIDER=flutterwave needs FLW_SECRET_KEY and FLW_SECRET_HASH');
  return {
    paymentProvider: provider as MarketplaceConfig['paymentProvider'],
    flwSecretKey: secretKey,
    flwSecretHash: secretHash,
    flwBaseUrl: (env.FLW_BASE_URL || 'https://api.flutterwave.com').replace(/\/$/, ''),
    paymentWebhookUrl: env.PAYMENT_WEBHOOK_URL || `${publicUrl}/api/payments/webhook`,
  };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number >= 1) return number;
  throw new Error(`${name} must be a positive whole number`);
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MarketplaceConfig {
  const port = Number(env.MARKETPLACE_PORT ?? 4000);
  const host = env.MARKETPLACE_HOST ?? '127.0.0.1';
  // The loopback address rather than "localhost": Node may resolve that to ::1, where the API
  // (listening on 127.0.0.1 by default) is not.
  const ownHost = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host;
  const publicUrl = (env.MARKETPLACE_PUBLIC_URL || `http://${ownHost}:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.resolve(env.PGLITE_DIR ?? '.data/pglite'),
    storefrontUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Oja Market <no-reply@ojamarket.ng>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    authRateLimitPerEmail: positiveInteger(
      env.AUTH_RATE_LIMIT_PER_MINUTE,
      10,
      'AUTH_RATE_LIMIT_PER_MINUTE',
    ),
    authRateLimitPerIp: positiveInteger(
      env.AUTH_RATE_LIMIT_PER_IP_PER_MINUTE,
      30,
      'AUTH_RATE_LIMIT_PER_IP_PER_MINUTE',
    ),
    trustedProxies: list(env.TRUSTED_PROXIES ?? '127.0.0.1,::1,::ffff:127.0.0.1'),
    sessionTtlDays: positiveInteger(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    siteName: env.SITE_NAME || 'Oja Market',
    publicUrl,
    ...paymentSettings(env, publicUrl),
    orderReservationMinutes: positiveInteger(
      env.ORDER_RESERVATION_MINUTES,
      30,
      'ORDER_RESERVATION_MINUTES',
    ),
    reservationSweepSeconds: nonNegativeInteger(
      env.ORDER_RESERVATION_SWEEP_SECONDS,
      60,
      'ORDER_RESERVATION_SWEEP_SECONDS',
    ),
    maxUnpaidOrders: positiveInteger(env.ORDER_MAX_UNPAID, 3, 'ORDER_MAX_UNPAID'),
    sandboxWebhookRetryMs: positiveInteger(
      env.SANDBOX_WEBHOOK_RETRY_MS,
      2000,
      'SANDBOX_WEBHOOK_RETRY_MS',
    ),
  };
}
