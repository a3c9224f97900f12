import '@/lib/server/server-only';

/**
 * Every setting of the storefront, read from the environment on each call so one build serves any
 * API. TRUSTED_PROXIES (default none) is read by scripts/client-address-hook.mjs instead, before
 * Next sees a request, as only there is the connection a request came on known.
 */
export interface StorefrontSettings {
  /** Base URL of the marketplace API, without a trailing slash. */
  marketplaceApiUrl: string;
  /** Public URL of this storefront, without a trailing slash (canonical URLs, sitemaps, previews). */
  siteUrl: string;
  siteName: string;
  /** The external vendor site that the header's vendor signup links to. */
  vendorSignupUrl: string;
  /** OAuth client id of Google sign-in (public); the button shows only when it and the API agree. */
  googleClientId: string | undefined;
  /** Secret that encrypts the session cookie; checked by lib/server/session.ts. */
  sessionSecret: string | undefined;
  /** Shared secret of the API's signed cache-tag calls (POST /api/revalidate); lib/server/revalidate.ts. */
  revalidateSecret: string | undefined;
  /**
   * The Redis that storefront replicas share (REDIS_URL): tag times of Next's cache, the revalidate
   * calls' nonces. Next's cache entries go to REDIS_CACHE_URL when set (lib/server/cache/).
   */
  redisUrl: string | undefined;
  production: boolean;
}

const DEFAULTS = {
  marketplaceApiUrl: 'http://localhost:4000',
  siteUrl: 'http://localhost:3000',
  siteName: 'Oja Market',
  vendorSignupUrl: 'https://vendors.ojamarket.ng/signup',
} as const;

function url(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '');
}

export function getSettings(
  env: Readonly<Record<string, string | undefined>> = process.env,
): StorefrontSettings {
  return {
    marketplaceApiUrl: url(env.MARKETPLACE_API_URL, DEFAULTS.marketplaceApiUrl),
    siteUrl: url(env.SITE_URL, DEFAULTS.siteUrl),
    siteName: env.SITE_NAME?.trim() || DEFAULTS.siteName,
    vendorSignupUrl: env.VENDOR_SIGNUP_URL?.trim() || DEFAULTS.vendorSignupUrl,
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    production: env.NODE_ENV === 'production',
  };
}
