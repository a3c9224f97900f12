import 'server-only';
import type { StorefrontSettings } from '@/lib/server/settings';

/**
 * SESSION_SECRET, checked: it seals the session cookie (lib/server/session.ts) and keys the shared
 * cart links' signatures (lib/server/cart-links.ts). Here, apart from the session, so that a
 * module that only needs the secret does not load iron-session.
 */
export const MIN_SECRET_LENGTH = 32;
// Only ever used outside production, where nothing real is protected by it.
const DEV_SECRET = 'oja-market-development-secret-not-for-production-use';

let warnedAboutDevSecret = false;

/** The cookie's secret; in production a missing or short SESSION_SECRET stops the storefront. */
export function resolveSessionSecret(
  settings: Pick<StorefrontSettings, 'sessionSecret' | 'production'>,
): string {
  const secret = settings.sessionSecret;
  if (secret && secret.length >= MIN_SECRET_LENGTH) return secret;
  if (settings.production) {
    throw new Error(
      `SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters in production ` +
        `(it is ${secret ? `only ${secret.length} characters long` : 'missing'}). ` +
        `Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`,
    );
  }
  if (!warnedAboutDevSecret) {
    warnedAboutDevSecret = true;
    console.warn(
      `SESSION_SECRET is ${secret ? 'too short' : 'not set'}: using a fixed development secret. Never do this in production.`,
    );
  }
  return DEV_SECRET;
}
