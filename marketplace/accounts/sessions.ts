import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { customers, sessions } from '../db/schema';
import { newToken, sha256 } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a session and returns its token; the database keeps only the token's hash. */
export async function startSession(
  db: Database,
  config: MarketplaceConfig,
  customerId: number,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    customerId,
    expiresAt: new Date(Date.now() + config.sessionTtlDays * DAY_MS),
  });
  return token;
}

/** The session of a token if it is live and its customer verified and active. */
export async function findLiveSession(db: Database, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(customers.verified, true),
        eq(customers.deactivated, false),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a customer, except `keepSessionId` when given. */
export async function revokeAllSessions(db: Database, customerId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
