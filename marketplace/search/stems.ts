import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parseVector } from './documents';
import type { Stems } from './text-query';

/** Words kept with their stems; the oldest go first past this many. */
const MAX_WORDS = 20_000;
const known = new Map<string, string[]>();

/**
 * Each word's lexemes under the english configuration, as to_tsquery would make them: the
 * database's own stemmer and stop words, asked once per word in one statement for those not yet
 * known, so that the in-memory index matches what PostgreSQL would.
 */
export async function stemsOf(db: Database, words: string[]): Promise<Stems> {
  const missing = words.filter((word) => !known.has(word));
  if (missing.length) {
    const { rows } = await db.execute<{ word: string; vector: string }>(sql`
      select w as word, to_tsvector('english', w)::text as vector
      from jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb) as w`);
    for (const { word, vector } of rows) {
      if (known.size >= MAX_WORDS) known.delete(known.keys().next().value!);
      known.set(word, [...parseVector(vector).keys()]);
    }
  }
  return new Map(words.map((word) => [word, known.get(word) ?? []]));
}
