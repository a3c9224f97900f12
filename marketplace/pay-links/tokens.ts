import { createHash, randomBytes } from 'node:crypto';

/**
 * A payment link's token: 32 random bytes (256 bits), base64url, so 43 characters that no one
 * guesses. Only its SHA-256 is stored: whoever reads the database, a backup or a log of queries
 * cannot open a link from it. A fast hash is enough for a random secret of this size (a password
 * needs a slow one because people choose few of them).
 */
export function newPayLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPayLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
