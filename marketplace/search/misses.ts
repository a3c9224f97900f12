import { and, desc, asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { searchMisses } from '../db/schema';
import { normalizeSearchText } from './normalize';

/** Seven digits or more is a phone number, an account or a card, not a product. */
const MAX_DIGITS = 6;

/**
 * What a search that found nothing is counted as: the folded query, or nothing when it may be
 * personal data (an e-mail address, a phone or other long number) or has no words at all.
 */
export function missKey(query: string): string | undefined {
  if (query.includes('@')) return undefined;
  if ((query.match(/\p{Number}/gu) ?? []).length > MAX_DIGITS) return undefined;
  const folded = normalizeSearchText(query).slice(0, 200).trim();
  return folded || undefined;
}

/** Counts one search that found nothing under today's date (UTC). */
export async function recordMiss(db: Database, query: string): Promise<void> {
  const key = missKey(query);
  if (!key) return;
  await db
    .insert(searchMisses)
    .values({ day: sql`(now() at time zone 'utc')::date`, query: key, count: 1 })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query],
      set: { count: sql`${searchMisses.count} + 1` },
    });
}

/** The most frequent misses of the last `days` days (today included), newest day first. */
export async function listMisses(db: Database, days: number, limit: number) {
  const rows = await db
    .select()
    .from(searchMisses)
    .where(and(gte(searchMisses.day, sql`(now() at time zone 'utc')::date - ${days - 1}::int`)))
    .orderBy(desc(searchMisses.day), desc(searchMisses.count), asc(searchMisses.query))
    .limit(limit);
  return rows.map(({ day, query, count }) => ({ day, query, count }));
}
