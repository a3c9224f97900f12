import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInChallenges } from '../../db/schema';
import { newToken, sha256 } from '../tokens';

/** How long the second step of a sign-in may take after the password. */
export const CHALLENGE_MINUTES = 5;

/**
 * A challenge for the second step of one sign-in: a random token (only its hash is stored), bound
 * to the account, good for CHALLENGE_MINUTES and one completed sign-in. It gives no access by
 * itself; the storefront keeps it in its encrypted session cookie.
 */
export async function openChallenge(db: Database, customerId: number): Promise<string> {
  const token = newToken();
  await db.insert(signInChallenges).values({
    tokenHash: sha256(token),
    customerId,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  return token;
}

/** The live (unused, unexpired) challenge of a token; `tx` may lock it for the sign-in. */
export async function findLiveChallenge(db: Pick<Database, 'select'>, token: string, lock = false) {
  const query = db
    .select({ id: signInChallenges.id, customerId: signInChallenges.customerId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, sha256(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const [challenge] = lock ? await query.for('update') : await query;
  return challenge;
}

export async function closeChallenge(db: Pick<Database, 'update'>, id: number) {
  await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(eq(signInChallenges.id, id));
}

/** Ends every open challenge of the customer (two-factor turned off: they have no second step). */
export async function closeAllChallenges(db: Pick<Database, 'update'>, customerId: number) {
  await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenges.customerId, customerId), isNull(signInChallenges.usedAt)));
}
