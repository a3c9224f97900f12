import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, searchNames, vendors } from '../db/schema';
import { expandTerms, type QueryPart } from '../search/expand';
import { normalizeSearchText } from '../search/normalize';
import type { CatalogReader } from './cache';
import { allOf, locationCondition, shownProductJoin } from './conditions';
import { suggestionColumns, type SuggestionRow } from './mappers';
import { countVisibleProducts, type Queryable } from './products';

/** Shorter queries have too few trigrams for a typo match to mean anything. */
export const MIN_TYPO_LENGTH = 4;
/** Words past this many add cost and no precision. */
const MAX_WORDS = 8;

/** The query folded exactly as product search text is folded; '' means there is nothing to find. */
export function searchTerms(query: string): string {
  return normalizeSearchText(query).split(' ').slice(0, MAX_WORDS).join(' ');
}

export type Weight = '' | 'A' | 'AB';

/**
 * The terms as to_tsquery text: every word required, the last one also as a prefix, because the
 * search box asks while the shopper is still typing it. `weight` 'A' restricts words to the title,
 * 'AB' to the title and other names. With `synonyms`, a word or run of words that is a known name
 * (marketplace/search/synonyms.ts) may also be any of its other names, each as a phrase.
 * Safe to hand to to_tsquery: folded terms and names hold only letters, digits and single spaces.
 */
export function fullTextQuery(
  terms: string,
  weight: Weight = '',
  synonyms = false,
  prefix = true,
): string {
  const label = (word: string, beginning: boolean) => {
    const tail = `${beginning ? '*' : ''}${weight}`;
    return tail ? `${word}:${tail}` : word;
  };
  const parts: QueryPart[] = synonyms
    ? expandTerms(terms)
    : [{ words: terms.split(' '), alternatives: [], prefix: true }];
  return parts
    .map(({ words, alternatives, prefix: typed }) => {
      const own = words.map((word, i) => label(word, prefix && typed && i === words.length - 1));
      if (!alternatives.length) return own.join(' & ');
      const others = alternatives.map((name) =>
        name.map((word) => label(word, false)).join(' <-> '),
      );
      return `( ${[own.join(' & '), ...others].join(' | ')} )`;
    })
    .join(' & ');
}

export const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/** Full text with English stemming ("tomatos" and "tomatoes" both become "tomato"). */
export function textMatch(
  terms: string,
  weight: Weight = '',
  synonyms = false,
  prefix = true,
  vector: SQLWrapper = products.searchVector,
): SQL {
  return sql`${vector} @@ ${tsQuery(fullTextQuery(terms, weight, synonyms, prefix))}`;
}

/** What the search page finds by text: the words or the names they stand for, anywhere. */
const anyTextMatch = (terms: string) => textMatch(terms, '', true);

/**
 * Strict word similarity (pg_trgm `<<%`, threshold 0.5 by default, served by the trigram index)
 * catches typos and local spellings that stemming cannot: "gari" for garri (0.57), "palmoil" for
 * palm oil (0.55), while "gari" stays clear of garlic (0.33).
 */
function typoMatch(terms: string): SQL | undefined {
  return terms.length >= MIN_TYPO_LENGTH ? sql`${terms} <<% ${products.searchText}` : undefined;
}

/**
 * Up to this many matches are found first and only they are sorted (matchingIds); more are read
 * in the list's own order, where a page fills after a few hundred rows. At 200,000 products,
 * "onion" (1,558 matches, all among the dearer products) took 256 ms walking the price index past
 * 161,877 rows, and 4 ms found first; "pa" (24,418 matches) 8 ms walking, 53 ms found first.
 */
const FOUND_FIRST_LIMIT = 5000;

/**
 * What the search page lists for the terms: the full-text matches within the scope when there are
 * any, else the typo matches. Typo matching every row that full text did not match would cost the
 * similarity of thousands of rows per page (tens of milliseconds for "rice"), and a shopper whose
 * words are found wants those. How many the text matches is counted first, through the full-text
 * index: it decides between the text and the typos, and between finding the matches first and
 * walking the list's order (FOUND_FIRST_LIMIT); with no filters it is also the list's total, kept
 * with the catalog answers. (A `limit 1` probe instead read the whole table in order when nothing
 * matched: the planner cannot tell a rare word from a common one.)
 */
export async function searchPageMatch(
  catalog: CatalogReader,
  terms: string,
  state: string | undefined,
): Promise<SQL> {
  const text = anyTextMatch(terms);
  const found = await countVisibleProducts(catalog, allOf([text, locationCondition(state)]));
  if (found > FOUND_FIRST_LIMIT) return text;
  if (found > 0) return matchingIds(text);
  const typo = namedTypoMatch(terms);
  return typo ? matchingIds(typo) : text;
}

/**
 * Products whose name (title with its other names) the terms misspell: the typo match on the
 * suggestions table's few hundred names, then their products through products_title_idx. The same
 * match on every product's text cost 196-256 ms for "presed" at 200,000 products (common trigrams
 * leave thousands of rows to recheck), against 13 ms this way, with the same 733 products. A typo of
 * a category or store name alone no longer lists that shelf; did-you-mean still answers it.
 */
function namedTypoMatch(terms: string): SQL | undefined {
  if (terms.length < MIN_TYPO_LENGTH) return undefined;
  return sql`(${products.title}, ${products.otherNames}) in (select ${searchNames.title}, ${searchNames.otherNames} from ${searchNames} where ${terms} <<% ${searchNames.searchText})`;
}

/**
 * The products meeting a match, as `id = any(array(...))`: the matches are found first, by the
 * full-text or trigram index, and the page then sorts only them. As a plain condition the planner, which
 * cannot estimate `<<%` nor know where in the price order a word's products lie, may walk a list
 * order's index (price, newest) testing the match on every row until a page is full, which for a
 * rare match is the whole table: 4.3 s at 200,000 products (bench/NOTES.md). Only for up to
 * FOUND_FIRST_LIMIT matches: a common word's 24,000 are cheaper read in the list's order.
 */
function matchingIds(match: SQL): SQL {
  return sql`${products.id} = any(array(select ${products.id} from ${products} where ${match}))`;
}

/**
 * The search page's Relevance sort: products with every word in the title first, then by full-text
 * rank (title words weigh most, then other names, then category and store), then typo matches by
 * how close the title comes; ties by id, so that pages never shuffle.
 */
export function relevanceOrder(terms: string): SQL[] {
  const title = textMatch(terms, 'A', false, false);
  const anywhere = anyTextMatch(terms);
  return [
    desc(sql`(${title})`),
    desc(sql`(${anywhere})`),
    desc(sql`ts_rank(${products.searchVector}, ${tsQuery(fullTextQuery(terms, '', true))})`),
    desc(sql`word_similarity(${terms}, lower(${products.title}))`),
    asc(products.id),
  ];
}

export interface SearchTier {
  where: SQL;
  /** Higher is better; only compared within the tier. */
  rank: SQL;
}

/**
 * Relevance as tiers, each taken only when the one before runs out (decision 038): the words in
 * the title; the words or their synonyms in the title or other names; the same with the last word
 * as a beginning still being typed ("ori" is shea butter before it is "Original ..."); the same
 * anywhere else (category, store); then typo matches by how close the title comes. Tiers let a
 * search stop after the first rows an index gives instead of ranking every match.
 */
export function searchTiers(terms: string): SearchTier[] {
  const textRank = sql`ts_rank(${products.searchVector}, ${tsQuery(fullTextQuery(terms, '', true))})`;
  const title = textMatch(terms, 'A', false, false);
  const named = textMatch(terms, 'AB', true, false);
  const begun = textMatch(terms, 'AB', true);
  const anywhere = anyTextMatch(terms);
  const tiers: SearchTier[] = [
    { where: title, rank: textRank },
    { where: sql`${named} and not (${title})`, rank: textRank },
    { where: sql`${begun} and not (${named})`, rank: textRank },
    { where: sql`${anywhere} and not (${begun})`, rank: textRank },
  ];
  const typo = typoMatch(terms);
  if (typo) {
    // Ranked on the title with spaces taken out, so that "palmoil" prefers "Palm oil 25 litres"
    // to "Oil palm seedlings", which has the same words in the other order.
    tiers.push({
      where: sql`${typo} and not (${anywhere})`,
      rank: sql`word_similarity(${terms.replace(/ /g, '')}, replace(lower(${products.title}), ' ', ''))`,
    });
  }
  return tiers;
}

export type Match = SuggestionRow & { rank: number };

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
