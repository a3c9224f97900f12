import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import { sha256 } from '../tokens';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I: codes are read off paper. 32 letters, so each carries 5 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LETTERS = 16;
const GROUP = 4;

/**
 * A recovery code: 16 random letters (80 bits) in groups of four. That many bits make a plain
 * SHA-256 of it as safe as a slow hash would be (nobody tries 2^80 hashes), and let a sign-in find
 * the code by its hash instead of checking ten argon2 hashes (decision 037).
 */
export function newRecoveryCode(): string {
  const letters = Array.from({ length: LETTERS }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return Array.from({ length: LETTERS / GROUP }, (_, i) =>
    letters.slice(i * GROUP, (i + 1) * GROUP).join(''),
  ).join('-');
}

/** A typed recovery code as stored (upper case, no spaces or dashes), or null if it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const letters = input.toUpperCase().replace(/[\s-]/g, '');
  return letters.length === LETTERS && [...letters].every((c) => ALPHABET.includes(c))
    ? letters
    : null;
}

type Writer = Pick<Database, 'delete' | 'insert'>;

/** Voids every recovery code of the customer and returns ten new ones (shown once, stored hashed). */
export async function replaceRecoveryCodes(db: Writer, customerId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db.insert(recoveryCodes).values(
    codes.map((code) => ({
      customerId,
      codeHash: sha256(normalizeRecoveryCode(code) ?? code),
    })),
  );
  return codes;
}

/** Uses up one unused recovery code of the customer; false when it is not one (or already used). */
export async function spendRecoveryCode(
  db: Pick<Database, 'update'>,
  customerId: number,
  input: string,
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(input);
  if (!normalized) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.customerId, customerId),
        eq(recoveryCodes.codeHash, sha256(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Database, customerId: number): Promise<number> {
  const [{ left }] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), isNull(recoveryCodes.usedAt)));
  return left;
}
