import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parseVector } from './documents';
import { normalizeSearchText } from './normalize';
import type { Stems } from './text-query';

/** Words kept with their stems; the oldest go first past this many (about 100 bytes each). */
const MAX_WORDS = 100_000;
/** Beginnings of the catalog's words stemmed ahead, from this length (a search asks from 2 letters). */
const MIN_BEGINNING = 2;
const known = new Map<string, string[]>();

/**
 * Each word's lexemes under the english configuration, as to_tsquery would make them: the
 * database's own stemmer and stop words, asked once per word in one statement for those not yet
 * known, so that the in-memory index matches what PostgreSQL would.
 */
export async function stemsOf(db: Database, words: string[]): Promise<Stems> {
  const missing = words.filter((word) => !known.has(word));
  if (missing.length) await stem(db, missing);
  return new Map(words.map((word) => [word, known.get(word) ?? []]));
}

async function stem(db: Database, words: string[]): Promise<void> {
  const { rows } = await db.execute<{ word: string; vector: string }>(sql`
    select w as word, to_tsvector('english', w)::text as vector
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w`);
  for (const { word, vector } of rows) {
    if (known.size >= MAX_WORDS) known.delete(known.keys().next().value!);
    known.set(word, [...parseVector(vector).keys()]);
  }
}

/**
 * Stems every word of the catalog's names, categories and stores, and every beginning of them, in
 * one statement: what shoppers type, a letter at a time, is then stemmed without asking the
 * database (a few thousand words; 10-30 ms on PostgreSQL at 200,000 products).
 */
export async function stemCatalogWords(db: Database): Promise<void> {
  const { rows } = await db.execute<{ text: string }>(sql`
    select title || ' ' || array_to_string(other_names, ' ') as text from search_names
    union all select title from categories
    union all select store_name from vendors`);
  const words = new Set<string>();
  for (const { text } of rows)
    for (const word of normalizeSearchText(text).split(' '))
      for (let length = MIN_BEGINNING; length <= word.length; length += 1)
        words.add(word.slice(0, length));
  const missing = [...words].filter((word) => !known.has(word));
  if (missing.length) await stem(db, missing);
}
