import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { MarketplaceConfig } from '../config';
import type { Database } from '../db/client';
import { customers, sessions } from '../db/schema';
import type { SignInClient } from './context';
import { newToken, sha256 } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a session and returns its token; the database keeps only the token's hash. */
export async function startSession(
  db: Database,
  config: MarketplaceConfig,
  customerId: number,
  client: SignInClient = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    customerId,
    expiresAt: new Date(Date.now() + config.sessionTtlDays * DAY_MS),
    userAgent: client.userAgent ?? null,
    clientAddress: client.address ?? null,
  });
  return token;
}

/** The session of a token if it is live and its customer verified and active. */
export async function findLiveSession(db: Database, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      customer: customers,
      lastSeenAt: sessions.lastSeenAt,
    })
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

/** Last seen is kept to the minute: one write a minute per session at most, not one per call. */
const SEEN_EVERY_MS = 60_000;

/**
 * Notes that a session was used now, for the list of signed-in devices. The place stays the
 * address it signed in from: the storefront's own server-rendered calls do not forward the
 * shopper's address, so a later call's address may be the storefront's.
 */
export async function touchSession(db: Database, session: { sessionId: number; lastSeenAt: Date }) {
  if (Date.now() - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, session.sessionId));
}

/** The customer's live sessions, the most recently used first. */
export async function listLiveSessions(db: Database, customerId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      clientAddress: sessions.clientAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one live session of the customer; false when they have no such session. */
export async function revokeSessionById(db: Database, customerId: number, sessionId: number) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}
