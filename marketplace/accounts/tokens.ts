import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '../../lib/contract/accounts';

/** An opaque bearer or reset token: 32 random bytes, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A code of digits, easy to type from a phone. */
export const newEmailCode = () =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () => randomInt(10)).join('');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
