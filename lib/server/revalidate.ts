import 'server-only';
import { LRUCache } from 'lru-cache';
import { guardedRedis } from '@/lib/server/cache/guarded-redis.mjs';
import {
  DEV_REVALIDATE_SECRET,
  REVALIDATE_MAX_SKEW_MS,
  REVALIDATE_MIN_SECRET_LENGTH,
} from '@/lib/contract/revalidate';
import type { StorefrontSettings } from '@/lib/server/settings';

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

/** Nonces are remembered a little longer than a signed call stays fresh. */
const NONCE_LIFETIME_MS = REVALIDATE_MAX_SKEW_MS * 2;
const seenNonces = new LRUCache<string, true>({ max: 100_000, ttl: NONCE_LIFETIME_MS });

/**
 * Takes a signed call's nonce, once: false when it was taken before (a replay). With REDIS_URL the
 * storefront replicas share what they took, so a call sent to one cannot be replayed on another;
 * while Redis is away each replica still refuses what it took itself.
 */
export async function claimRevalidateNonce(nonce: string, redisUrl?: string): Promise<boolean> {
  if (seenNonces.has(nonce)) return false;
  seenNonces.set(nonce, true);
  if (!redisUrl) return true;
  try {
    const claimed = await guardedRedis(redisUrl).run((redis) =>
      redis.set(`oja:revalidate:nonce:${nonce}`, '1', 'PX', NONCE_LIFETIME_MS, 'NX'),
    );
    return claimed === 'OK';
  } catch {
    return true;
  }
}

/** Refused calls a client address may make a minute before it is answered 429 without a look. */
export const REVALIDATE_FAILURES_PER_MINUTE = 30;
const failures = new LRUCache<string, number>({ max: 10_000, ttl: 60_000 });

/** Seconds until this address may try again, or 0 when it may now. */
export function revalidateRetryAfter(address: string): number {
  if ((failures.get(address) ?? 0) < REVALIDATE_FAILURES_PER_MINUTE) return 0;
  return Math.max(1, Math.ceil(failures.getRemainingTTL(address) / 1000));
}

/** Counts a refused call from this address; the minute starts at its first refusal. */
export function recordRevalidateFailure(address: string): void {
  const count = failures.get(address);
  if (count === undefined) failures.set(address, 1);
  else failures.set(address, count + 1, { noUpdateTTL: true });
}
