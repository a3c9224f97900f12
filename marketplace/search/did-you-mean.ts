import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, searchNames, vendors } from '../db/schema';
import { shownProduct } from '../catalog/conditions';
import { editDistance, similarity } from './expand';
import { normalizeSearchText } from './normalize';

/**
 * Word similarity (pg_trgm `<%`) a name must reach to be read at all. Lower than the search's own
 * typo match (strict, 0.5), which has already found nothing when this runs: "onoins" is 0.29 from
 * "red onions", "pinapple" 0.5 from "pineapples" but 0.43 strict.
 */
const CANDIDATE_SIMILARITY = 0.3;
/** Names read, best first; the first that passes closeEnough and has a visible product wins. */
const CANDIDATES = 20;
/** Fewer letters than this have too few trigrams to be near anything. */
const MIN_LENGTH = 3;
/** A query word is a misspelling of a name's word from this trigram similarity... */
const WORD_SIMILARITY = 0.4;
/** ...or within one edit from 4 letters, two from 7 ("onoins" is one swap from "onions"). */
const allowedEdits = (word: string) => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0);

function nearWord(word: string, other: string): boolean {
  if (word === other) return true;
  const edits = allowedEdits(word);
  return (
    similarity(word, other) >= WORD_SIMILARITY ||
    (edits > 0 && editDistance(word, other, edits) <= edits)
  );
}

/**
 * Whether every word of the query is near some word of the name (title and other names, folded).
 * Trigrams over the whole text rank names, but on their own they would take "fresh onoins" for
 * "Fresh okra" and "broccoli" for "Broiler starter feed": a suggestion must account for each word.
 */
export function closeEnough(terms: string, nameText: string): boolean {
  const words = nameText.split(' ');
  return terms.split(' ').every((word) => words.some((other) => nearWord(word, other)));
}

/**
 * The product name a search that found nothing most likely meant, or null (decision 057). Names
 * come from the suggestions table (search_names: a few hundred rows however large the catalog),
 * found by its trigram index at a lower threshold than the search's, ranked by how much of the
 * query they hold, then by how little else they hold (a shorter name), then by how many products
 * carry them. The first that accounts for every word and is carried by a product shoppers may see
 * (products_title_idx) is the answer: a suggestion always leads to results.
 */
export async function didYouMean(db: Database, terms: string): Promise<string | null> {
  if (terms.replace(/ /g, '').length < MIN_LENGTH) return null;
  const rows = await db.transaction(async (tx) => {
    // `<%` reads its threshold from this setting; LOCAL ends with the transaction, so pooled
    // connections keep the default for every other query.
    await tx.execute(
      sql.raw(`set local pg_trgm.word_similarity_threshold = ${CANDIDATE_SIMILARITY}`),
    );
    const nearness = sql<number>`word_similarity(${terms}, ${searchNames.searchText})`;
    const overlap = sql<number>`similarity(${terms}, ${searchNames.searchText})`;
    const ranked = tx
      .select({
        title: searchNames.title,
        searchText: sql<string>`${searchNames.searchText}`.as('search_text'),
        nearness: nearness.mapWith(Number).as('nearness'),
        overlap: overlap.mapWith(Number).as('overlap'),
        products: searchNames.products,
      })
      .from(searchNames)
      .where(sql`${terms} <% ${searchNames.searchText}`)
      .orderBy(desc(nearness), desc(overlap), desc(searchNames.products), asc(searchNames.title))
      .limit(CANDIDATES)
      .as('ranked');
    const shown = tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.title, ranked.title), shownProduct))
      .limit(1);
    return tx
      .select({
        title: ranked.title,
        searchText: ranked.searchText,
        shown: sql<boolean>`exists(${shown})`.mapWith(Boolean),
      })
      .from(ranked)
      .orderBy(
        desc(ranked.nearness),
        desc(ranked.overlap),
        desc(ranked.products),
        asc(ranked.title),
      );
  });
  const found = rows.find(
    (row) =>
      row.shown && normalizeSearchText(row.title) !== terms && closeEnough(terms, row.searchText),
  );
  return found?.title ?? null;
}
