import { and, desc, eq, isNull, lt, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { EMAIL_CODE_TTL_MINUTES } from '../mail/messages';
import { minutesFromNow, newEmailCode, sameHash, sha256 } from './tokens';

export const MAX_CODE_TRIES = 5;

/** Issues a fresh code; earlier unused codes of the customer stop working. */
export async function issueEmailCode(db: Database, customerId: number): Promise<string> {
  const code = newEmailCode();
  await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.customerId, customerId), isNull(emailCodes.usedAt)));
  await db.insert(emailCodes).values({
    customerId,
    codeHash: sha256(code),
    expiresAt: minutesFromNow(EMAIL_CODE_TTL_MINUTES),
  });
  return code;
}

export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'exhausted' | 'none';

/**
 * Checks a code against the customer's latest unused one. A try is claimed in the database before
 * the comparison, so parallel guesses cannot exceed the limit, and the code is used at most once.
 */
export async function checkEmailCode(
  db: Database,
  customerId: number,
  code: string,
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.customerId, customerId), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!latest) return 'none';

  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        isNull(emailCodes.usedAt),
        lt(emailCodes.attempts, MAX_CODE_TRIES),
        gt(emailCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ attempts: emailCodes.attempts });
  if (!claimed) {
    if (latest.attempts >= MAX_CODE_TRIES) return 'exhausted';
    return latest.expiresAt.getTime() <= Date.now() ? 'expired' : 'none';
  }

  if (!sameHash(latest.codeHash, sha256(code))) {
    return claimed.attempts >= MAX_CODE_TRIES ? 'exhausted' : 'wrong';
  }
  const [used] = await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used ? 'accepted' : 'none';
}
