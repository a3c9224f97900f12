import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The signed call by which the marketplace API tells the storefront which cache tags changed
 * (POST /api/revalidate, docs/decisions/033). Both sides sign and check with these functions, so
 * that the format lives in one place. Kept out of the contract's index: it needs node:crypto, and
 * the index is imported by browser code.
 */
export const REVALIDATE_PATH = '/api/revalidate';
export const REVALIDATE_TIMESTAMP_HEADER = 'x-oja-timestamp';
export const REVALIDATE_SIGNATURE_HEADER = 'x-oja-signature';
/** A value of the sender's, new for every call: the storefront takes each one once (no replay). */
export const REVALIDATE_NONCE_HEADER = 'x-oja-nonce';
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * A call signed more than this far from the storefront's clock is refused (skew); within it, a
 * nonce seen before is refused (replays).
 */
export const REVALIDATE_MAX_SKEW_MS = 5 * 60_000;
export const REVALIDATE_MIN_SECRET_LENGTH = 32;
/** Outside production only, on both sides, when REVALIDATE_SECRET is not set. */
export const DEV_REVALIDATE_SECRET = 'oja-market-development-revalidate-secret-not-for-production';
export const MAX_REVALIDATE_TAGS = 200;

// Any printable text: a store's tag carries its name, which may hold apostrophes ("Mr. Bayo's Farm").
const TAG = /^[^\u0000-\u001f\u007f]{1,160}$/u;

/** `{ tags }`: 1..200 tags, lower-cased, each 1 to 160 printable characters. */
export const revalidateRequest = z.object({
  tags: z
    .array(
      z
        .string()
        .transform((tag) => tag.toLowerCase())
        .pipe(z.string().regex(TAG, 'A tag is 1 to 160 printable characters')),
    )
    .min(1, 'At least one tag')
    .max(MAX_REVALIDATE_TAGS, `At most ${MAX_REVALIDATE_TAGS} tags`),
});
export type RevalidateRequest = z.infer<typeof revalidateRequest>;

/** The X-Oja-Signature value of a body sent at `timestamp` (epoch milliseconds) with `nonce`. */
export function revalidateSignature(
  secret: string,
  timestamp: string,
  nonce: string,
  rawBody: string,
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');
  return `v2=${mac}`;
}

/** The three headers of a signed call with this raw body; a new nonce unless one is given. */
export function signedRevalidateHeaders(
  secret: string,
  rawBody: string,
  now: number = Date.now(),
  nonce: string = randomBytes(16).toString('base64url'),
): Record<string, string> {
  const timestamp = String(now);
  return {
    [REVALIDATE_TIMESTAMP_HEADER]: timestamp,
    [REVALIDATE_NONCE_HEADER]: nonce,
    [REVALIDATE_SIGNATURE_HEADER]: revalidateSignature(secret, timestamp, nonce, rawBody),
  };
}

export type SignatureCheck = 'valid' | 'stale' | 'invalid';

/**
 * Whether a call's headers sign its raw body with the secret, compared in constant time; a
 * timestamp that is not a whole number of milliseconds within REVALIDATE_MAX_SKEW_MS is stale.
 * Whether the nonce was used before is the receiver's to check, after this.
 */
export function checkRevalidateSignature({
  secret,
  timestamp,
  nonce,
  signature,
  rawBody,
  now = Date.now(),
}: {
  secret: string;
  timestamp: string | null;
  nonce: string | null;
  signature: string | null;
  rawBody: string;
  now?: number;
}): SignatureCheck {
  if (!timestamp || !signature || !nonce) return 'invalid';
  if (!/^[0-9]{1,16}$/.test(timestamp) || !NONCE.test(nonce)) return 'invalid';
  if (Math.abs(now - Number(timestamp)) > REVALIDATE_MAX_SKEW_MS) return 'stale';
  const expected = Buffer.from(revalidateSignature(secret, timestamp, nonce, rawBody));
  const given = Buffer.from(signature.trim());
  if (given.length !== expected.length) return 'invalid';
  return timingSafeEqual(given, expected) ? 'valid' : 'invalid';
}
