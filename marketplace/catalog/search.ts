import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { products, vendors } from '../db/schema';
import { normalizeSearchText } from '../search/normalize';
import type { CatalogReader } from './cache';
import { locationCondition, shownProductJoin } from './conditions';
import { suggestionColumns, type SuggestionRow } from './mappers';
import type { Queryable } from './products';

/** Shorter queries have too few trigrams for a typo match to mean anything. */
const MIN_TYPO_LENGTH = 4;
/** Words past this many add cost and no precision. */
const MAX_WORDS = 8;

/** The query folded exactly as product search text is folded; '' means there is nothing to find. */
export function searchTerms(query: string): string {
  return normalizeSearchText(query).split(' ').slice(0, MAX_WORDS).join(' ');
}

/**
 * The terms as to_tsquery text: every word required, the last one also as a prefix, because the
 * search box asks while the shopper is still typing it. `weight` 'A' restricts words to the title.
 * Safe to hand to to_tsquery: folded terms hold only letters, digits and single spaces.
 */
export function fullTextQuery(terms: string, weight: '' | 'A' = ''): string {
  const words = terms.split(' ');
  return words
    .map((word, index) => {
      const label = `${index === words.length - 1 ? '*' : ''}${weight}`;
      return label ? `${word}:${label}` : word;
    })
    .join(' & ');
}

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/** Full text with English stemming ("tomatos" and "tomatoes" both become "tomato"). */
function textMatch(terms: string, weight: '' | 'A' = ''): SQL {
  return sql`${products.searchVector} @@ ${tsQuery(fullTextQuery(terms, weight))}`;
}

/**
 * Strict word similarity (pg_trgm `<<%`, threshold 0.5 by default, served by the trigram index)
 * catches typos and local spellings that stemming cannot: "gari" for garri (0.57), "palmoil" for
 * palm oil (0.55), while "gari" stays clear of garlic (0.33).
 */
function typoMatch(terms: string): SQL | undefined {
  return terms.length >= MIN_TYPO_LENGTH ? sql`${terms} <<% ${products.searchText}` : undefined;
}

/**
 * What the search page lists for the terms: the full-text matches within the scope when there are
 * any, else the typo matches. Typo matching every row that full text did not match would cost the
 * similarity of thousands of rows per page (tens of milliseconds for "rice"), and a shopper whose
 * words are found wants those. Whether full text finds anything is kept with the catalog answers.
 */
export async function searchPageMatch(
  catalog: CatalogReader,
  terms: string,
  state: string | undefined,
): Promise<SQL> {
  const text = textMatch(terms);
  const typo = typoMatch(terms);
  if (!typo) return text;
  const key = `text matches ${JSON.stringify([terms, state ?? null])}`;
  const anyText = await catalog.cached(key, async () => {
    const [row] = await catalog.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(vendors, shownProductJoin)
      .where(and(text, locationCondition(state)))
      .limit(1);
    return row !== undefined;
  });
  return anyText ? text : typo;
}

export interface SearchTier {
  where: SQL;
  /** Higher is better; only compared within the tier. */
  rank: SQL;
}

/**
 * Relevance as three tiers, each taken only when the one before runs out: the terms in the title,
 * the terms anywhere else (category, store), then typo matches by how close the title comes. Tiers
 * let a search stop after the first rows an index gives instead of ranking every match.
 */
export function searchTiers(terms: string): SearchTier[] {
  const textRank = sql`ts_rank(${products.searchVector}, ${tsQuery(fullTextQuery(terms))})`;
  const tiers: SearchTier[] = [
    { where: textMatch(terms, 'A'), rank: textRank },
    {
      where: sql`${textMatch(terms)} and not (${textMatch(terms, 'A')})`,
      rank: textRank,
    },
  ];
  const typo = typoMatch(terms);
  if (typo) {
    // Ranked on the title with spaces taken out, so that "palmoil" prefers "Palm oil 25 litres"
    // to "Oil palm seedlings", which has the same words in the other order.
    tiers.push({
      where: sql`${typo} and not (${textMatch(terms)})`,
      rank: sql`word_similarity(${terms.replace(/ /g, '')}, replace(lower(${products.title}), ' ', ''))`,
    });
  }
  return tiers;
}

type Match = SuggestionRow & { rank: number };

/** Rows a tier ranks before choosing: enough to find good ones, few enough to stay fast. */
const candidatesFor = (wanted: number) => Math.max(50, wanted * 5);

/**
 * The best `wanted` matches within `scope` (location), best first, with the few fields a
 * suggestion shows. Tier by tier, each a plain statement that ranks only the first candidates an
 * index gives and stops: a common word ("rice") is answered by the first tier alone. (One UNION ALL
 * statement would stop as early, but planning it costs more than running separate statements.)
 */
export async function bestMatches(
  db: Queryable,
  terms: string,
  scope: SQL | undefined,
  wanted: number,
): Promise<Match[]> {
  const found: Match[] = [];
  for (const tier of searchTiers(terms)) {
    const missing = wanted - found.length;
    const candidates = db
      .select({ ...suggestionColumns, rank: sql<number>`${tier.rank}`.mapWith(Number).as('rank') })
      .from(products)
      .innerJoin(vendors, shownProductJoin)
      .where(and(tier.where, scope))
      .limit(candidatesFor(missing))
      .as('candidates');
    // A tier with at least `missing` matches gives that many rows, so the next tier runs only
    // once this one is exhausted.
    found.push(
      ...(await db
        .select()
        .from(candidates)
        .orderBy(desc(candidates.rank), asc(candidates.id))
        .limit(missing)),
    );
    if (found.length >= wanted) break;
  }
  return found;
}
