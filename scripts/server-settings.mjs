import { createHash } from 'node:crypto';

// The environment the end-to-end tests (playwright.config.ts) and the benchmarks (bench/) start the
// marketplace API and the storefront's server with: one place that knows which settings each
// server reads, so that a new one is added for every harness at once. Each caller keeps its own
// ports, folders and secret; what they all share (a quiet log, no telemetry) is fixed here.

/** The storefronts call the API over loopback, and a test runner on loopback is an edge proxy. */
export const LOOPBACK_PROXIES = '127.0.0.1,::1';

/**
 * The marketplace API's settings (marketplace/main.ts) for a harness: its port, its PGlite folder,
 * and optionally its host, the storefront's address (SITE_URL), the address it is reached at from
 * outside (MARKETPLACE_PUBLIC_URL), the proxies whose forwarded client address it believes, and
 * where it sends cache tags (each storefront's /api/revalidate) signed with which secret.
 * `production` runs it as production does, keeping the sandbox payment provider (DEMO_MODE,
 * decision 028), so that nothing is paid.
 */
export function marketplaceApiEnv({
  port,
  dataDir,
  host,
  siteUrl,
  publicUrl,
  trustedProxies,
  revalidateSecret,
  storefrontRevalidateUrls = [],
  production = false,
}) {
  return {
    MARKETPLACE_PORT: String(port),
    ...(host && { MARKETPLACE_HOST: host }),
    PGLITE_DIR: dataDir,
    ...(siteUrl && { SITE_URL: siteUrl }),
    ...(publicUrl && { MARKETPLACE_PUBLIC_URL: publicUrl }),
    LOG_LEVEL: 'warn',
    ...(trustedProxies && { MARKETPLACE_TRUSTED_PROXIES: trustedProxies }),
    ...(revalidateSecret && { REVALIDATE_SECRET: revalidateSecret }),
    // Always set, so that a value in the runner's own environment never sends tags elsewhere.
    STOREFRONT_REVALIDATE_URLS: storefrontRevalidateUrls.join(','),
    ...(production && {
      NODE_ENV: 'production',
      DEMO_MODE: 'on',
      // Production refuses to start without one. A harness's data is a test's: a key of its own
      // folder's name keeps the secrets readable across the restarts of one run.
      TOTP_ENCRYPTION_KEY: createHash('sha256').update(`oja-harness-totp:${dataDir}`).digest('hex'),
    }),
  };
}

/**
 * The storefront server's settings (`next start`, lib/server/settings.ts) for a harness: the API it
 * calls, its own address, its session secret (production mode needs a real-length one), the
 * secret the API signs cache tags with, and optionally the proxies whose X-Forwarded-* it believes.
 */
export function storefrontEnv({
  apiUrl,
  siteUrl,
  sessionSecret,
  revalidateSecret,
  trustedProxies,
  production = false,
}) {
  return {
    MARKETPLACE_API_URL: apiUrl,
    SITE_URL: siteUrl,
    SESSION_SECRET: sessionSecret,
    ...(revalidateSecret && { REVALIDATE_SECRET: revalidateSecret }),
    ...(production && { NODE_ENV: 'production' }),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(trustedProxies && { TRUSTED_PROXIES: trustedProxies }),
  };
}

/**
 * Node's arguments that run the storefront's production server, `next start`, with the client
 * address rule loaded before it (scripts/client-address-hook.mjs): `node ...storefrontServerArgs(p)`.
 *
 * `host` 'localhost' listens on the IPv4 loopback only (a replica behind nginx on the same
 * machine). Never `-H 127.0.0.1`: the middleware sees every loopback address as `localhost`, and
 * Next takes a middleware rewrite whose origin differs from the `-H` name it was started with for an
 * external one and proxies it back to itself (over HTTPS once nginx says X-Forwarded-Proto: https),
 * so every rewritten page failed (vercel/next.js#94745). With `-H localhost` the two origins agree;
 * `--dns-result-order=ipv4first` makes `localhost` 127.0.0.1, the address nginx forwards to, even
 * where the hosts file lists ::1 first.
 */
export function storefrontServerArgs(port, host) {
  return [
    ...(host === 'localhost' ? ['--dns-result-order=ipv4first'] : []),
    '--import',
    './scripts/client-address-hook.mjs',
    'node_modules/next/dist/bin/next',
    'start',
    '-p',
    String(port),
    ...(host ? ['-H', host] : []),
  ];
}
