import path from 'node:path';
import {
  addressList,
  encryptionKey,
  nonNegativeInteger,
  operationsKey,
  positiveInteger,
  redisUrl,
  urlList,
} from './config-values';

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
   * Peers (the storefront's servers; addresses or ranges) whose X-Forwarded-For names the client
   * IP for rate limits; any other peer is itself the client. Default none (decision 027).
   */
  trustedProxies: string[];
  sessionTtlDays: number;
  /**
   * Where the search page and the suggestions match and order products: `memory`, an index in
   * each API process (decision 064), or `database`, PostgreSQL's full-text index alone.
   */
  searchIndex: 'memory' | 'database';
  /** The shop's name, shown on the payment page (Flutterwave's customizations.title). */
  siteName: string;
  /**
   * Where a shopper's browser reaches the API over HTTP: the sandbox payment page's links.
   */
  publicUrl: string;
  /**
   * Where the API reaches itself (MARKETPLACE_INTERNAL_URL, default publicUrl): its calls to the
   * sandbox provider and the sandbox's webhooks, so that behind an edge only the payment page
   * needs to be public.
   */
  internalUrl: string;
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
  /** PAYMENT_OPTIONS: the methods the hosted page offers (Flutterwave's `payment_options`). */
  paymentOptions: PaymentOption[];
  /** How long an unpaid order holds its stock. */
  orderReservationMinutes: number;
  /** PAY_ON_DELIVERY_MAX_NAIRA: the largest order total offered pay on delivery, in kobo (decision 040). */
  payOnDeliveryMaxKobo: number;
  /** How often expired reservations are given back; 0 turns the timer off (they are still released before each new order). */
  reservationSweepSeconds: number;
  /**
   * STOCK_ALERT_SWEEP_SECONDS: how often "Tell me when it's back" requests whose product is in stock
   * again are looked for and mailed (decision 056); 0 turns the timer off (they are still looked
   * for at start, after each vendor API change and after an order gives its stock back).
   */
  stockAlertSweepSeconds: number;
  /**
   * PAY_LINK_VIEWS_PER_MINUTE: payment link pages (and returns from the provider) one client
   * address may open per minute (decision 061).
   */
  payLinkViewsPerMinute: number;
  /**
   * PAY_LINK_PAYMENTS_PER_MINUTE: payments one client address, and one link, may start per minute
   * (each may open a checkout at the provider).
   */
  payLinkPaymentsPerMinute: number;
  /** Unpaid orders holding stock that one customer may have at once (orders whose payment is under way). */
  maxUnpaidOrders: number;
  /**
   * POD_OPEN_ORDERS_PER_CUSTOMER: pay-on-delivery orders not yet confirmed (awaiting payment at the
   * door, holding stock) that one customer may have at once (decision 049).
   */
  podOpenOrdersPerCustomer: number;
  /** POD_CONFIRM_HOURS: an open pay-on-delivery order not confirmed within this is cancelled. */
  podConfirmHours: number;
  /** First retry delay of the sandbox's webhook; each further retry waits twice as long. */
  sandboxWebhookRetryMs: number;
  /** DEMO_MODE: where the demo-only parts (dev mailbox, sandbox provider) may run (decision 028). */
  demoMode: DemoMode;
  /** The dev mailbox is served: the demo parts may run here. */
  devMailbox: boolean;
  /**
   * TOTP_ENCRYPTION_KEY: the AES-256 key of the two-factor secrets (32 bytes). Required in
   * production; elsewhere, when absent, one is made per database (marketplace/accounts/two-factor/key.ts).
   */
  totpEncryptionKey: Buffer | undefined;
  /** Second-step codes one account may try per 15 minutes (sign-in, turning off, new recovery codes). */
  twoFactorAttemptsPerAccount: number;
  /**
   * REDIS_URL: a Redis server that replicas share for their rate limits (decision 036); absent,
   * the counters stay in this process's memory, as one API needs.
   */
  redisUrl: string | undefined;
  /** How often unsent mail and due webhook retries are looked for, and a failed mail retried. */
  mailRetrySeconds: number;
  /**
   * OPERATIONS_KEY: the bearer secret of the marketplace staff's /api/operations routes (at least
   * 32 characters). Absent: those routes answer 404 (marketplace/operations/auth.ts).
   */
  operationsKey: string | undefined;
  /** Vendor API calls allowed per minute for one key (VENDOR_API_RATE_LIMIT_PER_MINUTE). */
  vendorApiRateLimitPerMinute: number;
  /**
   * VENDOR_API_FAILED_KEYS_PER_MINUTE: vendor API calls with a wrong key allowed per minute from
   * one client address; past it the address gets 429 whatever key it sends.
   */
  vendorApiFailedKeysPerMinute: number;
  /**
   * REVALIDATE_SECRET: signs the cache tags sent to the storefronts, which check it. Required in
   * production (unless DEMO_MODE=on); elsewhere a fixed development value.
   */
  revalidateSecret: string;
  /** STOREFRONT_REVALIDATE_URLS: each storefront replica's /api/revalidate; empty sends nothing. */
  storefrontRevalidateUrls: string[];
  /** First retry delay of a tag delivery that failed; each further retry waits twice as long. */
  revalidateRetryMs: number;
  /** Attempts of one delivery before it is given up (and left in the outbox, marked). */
  revalidateMaxAttempts: number;
  /** Where the seed writes the demo vendors' API keys (JSON array of { store, key }). */
  demoVendorKeysFile: string;
}

/** Outside production the storefront and the API share this, so that a plain `npm start` works. */
// The same value as lib/contract/revalidate.ts on the storefront's side (branch i24-cache).
export const DEV_REVALIDATE_SECRET = 'oja-market-development-revalidate-secret-not-for-production';

/** As SESSION_SECRET on the storefront: production refuses to start without a real-length one. */
function revalidateSecret(env: NodeJS.ProcessEnv, demo: { mode: DemoMode }): string {
  const secret = env.REVALIDATE_SECRET?.trim() ?? '';
  if (secret.length >= 32) return secret;
  if (env.NODE_ENV === 'production' && demo.mode !== 'on')
    throw new Error(
      'REVALIDATE_SECRET must be set in production, at least 32 characters, the same on the API ' +
        'and the storefront: it signs the cache tags the API sends. Generate one with: ' +
        `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  if (secret) throw new Error('REVALIDATE_SECRET must be at least 32 characters');
  return DEV_REVALIDATE_SECRET;
}

/**
 * `auto`: the demo parts run only on an API that listens on loopback, outside production; `on`:
 * wherever it listens (a public demo); `off`: never.
 */
export type DemoMode = 'auto' | 'on' | 'off';

/** Addresses only this machine reaches: 127.0.0.0/8, ::1 (also IPv4-mapped) and localhost. */
export function isLoopback(host: string): boolean {
  const address = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    address === 'localhost' ||
    address === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
  );
}

/**
 * Whether the demo-only parts may run, and if not, why. They hand out what a demo needs (every
 * mailed code and reset link; a payment provider that takes test cards), so by default only on
 * loopback outside production; DEMO_MODE=on says an operator wants them reachable anyway.
 */
function demoParts(env: NodeJS.ProcessEnv, host: string) {
  const mode = (env.DEMO_MODE || 'auto') as DemoMode;
  if (!['auto', 'on', 'off'].includes(mode)) throw new Error('DEMO_MODE must be auto, on or off');
  if (mode !== 'auto') return { mode, allowed: mode === 'on', why: 'DEMO_MODE=off' };
  if (env.NODE_ENV === 'production') return { mode, allowed: false, why: 'NODE_ENV=production' };
  if (!isLoopback(host))
    return { mode, allowed: false, why: `MARKETPLACE_HOST=${host}, reachable from other machines` };
  return { mode, allowed: true, why: '' };
}

/** The sandbox provider is a demo part: refused, with what to set, where demo parts may not run. */
function checkSandbox(provider: string, demo: ReturnType<typeof demoParts>) {
  if (provider !== 'sandbox' || demo.allowed) return;
  throw new Error(
    `The sandbox payment provider is a demo part and does not run with ${demo.why}: anyone who ` +
      'reaches the API could use it and read its payers. Set PAYMENT_PROVIDER=flutterwave with ' +
      'FLW_SECRET_KEY and FLW_SECRET_HASH, or DEMO_MODE=on to serve the demo parts (the dev ' +
      'mailbox too) wherever the API listens (decision 028).',
  );
}

/** Flutterwave Standard's names of the online methods the marketplace takes (decision 039). */
export const PAYMENT_OPTIONS = ['card', 'banktransfer', 'ussd'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** Comma-separated, in the order given; an unknown or repeated name stops the start. */
function paymentOptions(value: string | undefined): PaymentOption[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...PAYMENT_OPTIONS];
  for (const name of names)
    if (!(PAYMENT_OPTIONS as readonly string[]).includes(name))
      throw new Error(
        `PAYMENT_OPTIONS: "${name}" is not one of ${PAYMENT_OPTIONS.join(', ')} (comma-separated)`,
      );
  if (new Set(names).size !== names.length) throw new Error('PAYMENT_OPTIONS names a method twice');
  return names as PaymentOption[];
}

function paymentSettings(env: NodeJS.ProcessEnv, internalUrl: string) {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'flutterwave')
    throw new Error('PAYMENT_PROVIDER must be sandbox or flutterwave');
  const sandbox = provider === 'sandbox';
  // The sandbox's, when not given, are made per database as the server is built (decision 028).
  const secretKey = env.FLW_SECRET_KEY || '';
  const secretHash = env.FLW_SECRET_HASH || '';
  if (!sandbox && (!secretKey || !secretHash))
    throw new Error('PAYMENT_PROVIDER=flutterwave needs FLW_SECRET_KEY and FLW_SECRET_HASH');
  return {
    paymentProvider: provider as MarketplaceConfig['paymentProvider'],
    flwSecretKey: secretKey,
    flwSecretHash: secretHash,
    flwBaseUrl: (env.FLW_BASE_URL || 'https://api.flutterwave.com').replace(/\/$/, ''),
    paymentWebhookUrl: env.PAYMENT_WEBHOOK_URL || `${internalUrl}/api/payments/webhook`,
    paymentOptions: paymentOptions(env.PAYMENT_OPTIONS),
  };
}

function searchIndex(value: string | undefined): MarketplaceConfig['searchIndex'] {
  const text = value?.trim() || 'memory';
  if (text === 'memory' || text === 'database') return text;
  throw new Error('SEARCH_INDEX must be memory or database');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MarketplaceConfig {
  const port = Number(env.MARKETPLACE_PORT ?? 4000);
  const host = env.MARKETPLACE_HOST ?? '127.0.0.1';
  // The loopback address rather than "localhost": Node may resolve that to ::1, where the API
  // (listening on 127.0.0.1 by default) is not.
  const ownHost = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host;
  const publicUrl = (env.MARKETPLACE_PUBLIC_URL || `http://${ownHost}:${port}`).replace(/\/$/, '');
  const internalUrl = (env.MARKETPLACE_INTERNAL_URL || publicUrl).replace(/\/$/, '');
  const demo = demoParts(env, host);
  const payments = paymentSettings(env, internalUrl);
  const pgliteDir = path.resolve(env.PGLITE_DIR ?? '.data/pglite');
  checkSandbox(payments.paymentProvider, demo);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir,
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
    // Not TRUSTED_PROXIES: that is the storefront's list (the edge in front of it); this one
    // names the storefront, and both read the same .env.
    trustedProxies: addressList(env.MARKETPLACE_TRUSTED_PROXIES, 'MARKETPLACE_TRUSTED_PROXIES'),
    sessionTtlDays: positiveInteger(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    searchIndex: searchIndex(env.SEARCH_INDEX),
    siteName: env.SITE_NAME || 'Oja Market',
    publicUrl,
    internalUrl,
    ...payments,
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
    stockAlertSweepSeconds: nonNegativeInteger(
      env.STOCK_ALERT_SWEEP_SECONDS,
      60,
      'STOCK_ALERT_SWEEP_SECONDS',
    ),
    maxUnpaidOrders: positiveInteger(env.ORDER_MAX_UNPAID, 3, 'ORDER_MAX_UNPAID'),
    payLinkViewsPerMinute: positiveInteger(
      env.PAY_LINK_VIEWS_PER_MINUTE,
      60,
      'PAY_LINK_VIEWS_PER_MINUTE',
    ),
    payLinkPaymentsPerMinute: positiveInteger(
      env.PAY_LINK_PAYMENTS_PER_MINUTE,
      10,
      'PAY_LINK_PAYMENTS_PER_MINUTE',
    ),
    podOpenOrdersPerCustomer: positiveInteger(
      env.POD_OPEN_ORDERS_PER_CUSTOMER,
      3,
      'POD_OPEN_ORDERS_PER_CUSTOMER',
    ),
    podConfirmHours: positiveInteger(env.POD_CONFIRM_HOURS, 72, 'POD_CONFIRM_HOURS'),
    sandboxWebhookRetryMs: positiveInteger(
      env.SANDBOX_WEBHOOK_RETRY_MS,
      2000,
      'SANDBOX_WEBHOOK_RETRY_MS',
    ),
    demoMode: demo.mode,
    devMailbox: demo.allowed,
    totpEncryptionKey: encryptionKey(env.TOTP_ENCRYPTION_KEY, env.NODE_ENV === 'production'),
    twoFactorAttemptsPerAccount: positiveInteger(
      env.TWO_FACTOR_ATTEMPTS_PER_ACCOUNT,
      10,
      'TWO_FACTOR_ATTEMPTS_PER_ACCOUNT',
    ),
    redisUrl: redisUrl(env.REDIS_URL),
    mailRetrySeconds: positiveInteger(env.MAIL_RETRY_SECONDS, 60, 'MAIL_RETRY_SECONDS'),
    operationsKey: operationsKey(env.OPERATIONS_KEY),
    payOnDeliveryMaxKobo:
      nonNegativeInteger(env.PAY_ON_DELIVERY_MAX_NAIRA, 100_000, 'PAY_ON_DELIVERY_MAX_NAIRA') * 100,
    vendorApiRateLimitPerMinute: positiveInteger(
      env.VENDOR_API_RATE_LIMIT_PER_MINUTE,
      300,
      'VENDOR_API_RATE_LIMIT_PER_MINUTE',
    ),
    vendorApiFailedKeysPerMinute: positiveInteger(
      env.VENDOR_API_FAILED_KEYS_PER_MINUTE,
      20,
      'VENDOR_API_FAILED_KEYS_PER_MINUTE',
    ),
    revalidateSecret: revalidateSecret(env, demo),
    storefrontRevalidateUrls: urlList(env.STOREFRONT_REVALIDATE_URLS, 'STOREFRONT_REVALIDATE_URLS'),
    revalidateRetryMs: positiveInteger(env.REVALIDATE_RETRY_MS, 1000, 'REVALIDATE_RETRY_MS'),
    revalidateMaxAttempts: positiveInteger(
      env.REVALIDATE_MAX_ATTEMPTS,
      8,
      'REVALIDATE_MAX_ATTEMPTS',
    ),
    // Beside the embedded database's files (PGlite ignores them); a server's database has no folder.
    demoVendorKeysFile: path.resolve(
      env.DEMO_VENDOR_KEYS_FILE ||
        (env.DATABASE_URL
          ? '.data/demo-vendor-keys.json'
          : path.join(pgliteDir, 'demo-vendor-keys.json')),
    ),
  };
}
