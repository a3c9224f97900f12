import 'server-only';
import { DEV_REVALIDATE_SECRET, REVALIDATE_MIN_SECRET_LENGTH } from '@/lib/contract/revalidate';
import type { StorefrontSettings } from '@/lib/settings';

let warnedAboutDevSecret = false;

/**
 * The secret the API signs its cache-tag calls with. Outside production a missing or short one is
 * the fixed development secret the API uses too; in production it is null, and POST /api/revalidate
 * answers 503 (nobody could sign a call with a secret that is not set).
 */
export function resolveRevalidateSecret(
  settings: Pick<StorefrontSettings, 'revalidateSecret' | 'production'>,
): string | null {
  const secret = settings.revalidateSecret;
  if (secret && secret.length >= REVALIDATE_MIN_SECRET_LENGTH) return secret;
  if (settings.production) return null;
  if (!warnedAboutDevSecret) {
    warnedAboutDevSecret = true;
    console.warn(
      `REVALIDATE_SECRET is ${secret ? 'too short' : 'not set'}: using a fixed development secret. Never do this in production.`,
    );
  }
  return DEV_REVALIDATE_SECRET;
}
