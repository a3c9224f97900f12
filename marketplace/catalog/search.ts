import { and, asc, desc, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, searchNames, vendors } from '../db/schema';
import { expandTerms, type QueryPart } from '../search/expand';
import { normalizeSearchText } from '../search/normalize';
import type { CatalogReader } from './cache';
import { allOf, locationCondition, shownProduct, shownProductJoin } from './conditions';
import {
  fromSuggestionRowText,
  suggestionColumns,
  type SuggestionRow,
  type SuggestionRowText,
} from './mappers';
import { rankConditions, rankOf, type Nearness } from './nearness';
import { countVisibleProducts, type Queryable } from './products';

/** Shorter queries have too few trigrams for a typo match to mean anything. */
export const MIN_TYPO_LENGTH = 4;
/** Words past this many add cost and no precision. */
const MAX_WORDS = 8;

/** The query folded exactly as product search text is folded; '' means there is nothing to find. */
export function searchTerms(query: string): string {
  return normalizeSearchText(query).split(' ').slice(0, MAX_WORDS).join(' ');
}

type Weight = '' | 'A' | 'AB';

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

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

/** Full text with English stemming ("tomatos" and "tomatoes" both become "tomato"). */
function textMatch(
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

/**
 * Names (distinct titles with their other names) the suggestions read products of, at most: twice
 * the five suggestions, so that names without a visible product in scope leave enough others.
 */
export const NAME_CANDIDATES = 10;

export interface NameMatch {
  title: string;
  otherNames: string[];
  /** 1: the words in the title; 2: or their synonyms, or in other names; 3: still being typed; 5: a typo. */
  tier: number;
}

/**
 * The best names of the suggestions table for the terms, in searchTiers' order, in one pass over
 * the table (a few hundred rows however large the catalog): each name's tier is worked out by CASE
 * rather than by one statement or UNION branch a tier, which read the table once each.
 */
async function bestNames(db: Database, terms: string): Promise<NameMatch[]> {
  const vector = searchNames.searchVector;
  const title = textMatch(terms, 'A', false, false, vector);
  const named = textMatch(terms, 'AB', true, false, vector);
  const begun = textMatch(terms, 'AB', true, true, vector);
  const typo =
    terms.length >= MIN_TYPO_LENGTH ? sql`${terms} <<% ${searchNames.searchText}` : sql`false`;
  const tier = sql<number>`case when ${title} then 1 when ${named} then 2 when ${begun} then 3 else 5 end`;
  const rank = sql<number>`case when ${begun} then ts_rank(${vector}, ${tsQuery(fullTextQuery(terms, '', true))}) else word_similarity(${terms.replace(/ /g, '')}, replace(lower(${searchNames.title}), ' ', '')) end`;
  const rows = await db
    .select({
      title: searchNames.title,
      otherNames: searchNames.otherNames,
      tier: tier.mapWith(Number).as('tier'),
      rank: rank.mapWith(Number).as('rank'),
    })
    .from(searchNames)
    .where(sql`${begun} or ${typo}`)
    .orderBy(asc(sql`tier`), desc(sql`rank`), desc(searchNames.products), asc(searchNames.title))
    .limit(NAME_CANDIDATES);
  return rows.map(({ title: name, otherNames, tier: number }) => ({
    title: name,
    otherNames,
    tier: number,
  }));
}

/**
 * bestNames' last tier alone: up to `limit` names the terms misspell (pg_trgm on a few hundred
 * names) that the words do not already find, closest first. For the in-memory index, which finds
 * the others itself and asks for these only when the suggestions run short.
 */
export async function misspeltNames(
  db: Database,
  terms: string,
  limit: number,
): Promise<NameMatch[]> {
  if (terms.length < MIN_TYPO_LENGTH || limit <= 0) return [];
  const begun = textMatch(terms, 'AB', true, true, searchNames.searchVector);
  const rows = await db
    .select({ title: searchNames.title, otherNames: searchNames.otherNames })
    .from(searchNames)
    .where(sql`${terms} <<% ${searchNames.searchText} and not (${begun})`)
    .orderBy(
      desc(
        sql`word_similarity(${terms.replace(/ /g, '')}, replace(lower(${searchNames.title}), ' ', ''))`,
      ),
      desc(searchNames.products),
      asc(searchNames.title),
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, tier: 5 }));
}

/**
 * Up to `wanted` visible products of each name, the nearest first (decision 054), then by id; read
 * through products_title_state_idx: a few index lookups, not a ranking of every matching product.
 * With a location, each name's products are read rank by rank (the shopper's state, then each
 * group of states equally near, then the rest) as branches of one UNION ALL under the limit, so
 * a later rank is read only when the earlier ones hold fewer than `wanted`. Sorting a name's every
 * product by its rank cost 5-24 ms a suggestion at 200,000 products (bench/NOTES.md).
 */
async function productsOfNames(
  db: Database,
  names: NameMatch[],
  nearness: Nearness | undefined,
  wanted: number,
): Promise<Match[][]> {
  if (!names.length) return [];
  const json = JSON.stringify(names.map(({ title, otherNames }) => ({ title, otherNames })));
  const ranks = nearness ? rankConditions(nearness) : [undefined];
  const branches = ranks.map(
    (rank) => sql`(
      select ${products.id} as id, ${products.title} as title, ${products.images} as images,
        ${products.originalPriceKobo} as original_price_kobo,
        ${products.discountedPriceKobo} as discounted_price_kobo
      from ${products}
      join ${vendors} on ${vendors.id} = ${products.vendorId} and ${shownProduct}
      where ${products.title} = n.name->>'title'
        and ${products.otherNames} = array(select jsonb_array_elements_text(n.name->'otherNames'))
        ${rank ? sql`and ${rank}` : sql``}
      order by ${products.id} limit ${wanted}
    )`,
  );
  const { rows } = await db.execute<SuggestionRowText & { ord: number }>(sql`
    select n.ord, l.* from jsonb_array_elements(${json}::jsonb) with ordinality as n(name, ord)
    cross join lateral (
      select * from (${sql.join(branches, sql` union all `)}) ranked limit ${wanted}
    ) l`);
  const byName: Match[][] = names.map(() => []);
  for (const row of rows) {
    byName[Number(row.ord) - 1].push({ ...fromSuggestionRowText(row), rank: 0 });
  }
  return byName;
}

/** One product of each name in turn, best name first, then a second of each, until `wanted`. */
export function takeInTurn<Item extends { id: number }>(
  groups: Item[][],
  wanted: number,
  taken: Item[],
): void {
  const seen = new Set(taken.map((match) => match.id));
  for (let round = 0; taken.length < wanted; round += 1) {
    let any = false;
    for (const group of groups) {
      const match = group[round];
      if (!match) continue;
      any = true;
      if (taken.length < wanted && !seen.has(match.id)) {
        seen.add(match.id);
        taken.push(match);
      }
    }
    if (!any) break;
  }
}

/**
 * The search box's best `wanted` products (decision 038): names from the suggestions table in
 * searchTiers' order (title, synonyms and other names, a word being typed), a product of each in
 * turn; then, when those run short, products matched by category or store, products of names the
 * terms misspell. Not the products' own typo tier: on every product's text it cost 190-220 ms at
 * 200,000 products for a typo such as "prsesed", and the names' typo match above finds the same
 * names. Every state's products are suggested;
 * `nearness` (the rank of a product's state for the shopper) picks the nearest among equals.
 */
export async function suggestedMatches(
  db: Database,
  terms: string,
  nearness: Nearness | undefined,
  wanted: number,
): Promise<Match[]> {
  const nearnessRank = nearness && rankOf(nearness);
  const names = await bestNames(db, terms);
  const exact = names.filter((name) => name.tier < 5);
  const typos = names.filter((name) => name.tier === 5);
  const found: Match[] = [];
  takeInTurn(await productsOfNames(db, exact, nearness, wanted), wanted, found);
  if (found.length >= wanted) return found;
  const tiers = searchTiers(terms);
  const more = async (tier: SearchTier) => {
    const seen = found.map((match) => match.id);
    const rows = await db
      .select({ ...suggestionColumns, rank: sql<number>`${tier.rank}`.mapWith(Number).as('rank') })
      .from(products)
      .innerJoin(vendors, shownProductJoin)
      .where(and(tier.where, seen.length ? notInArray(products.id, seen) : undefined))
      .orderBy(...[desc(sql`rank`), ...(nearnessRank ? [asc(nearnessRank)] : []), asc(products.id)])
      .limit(wanted - found.length);
    found.push(...rows);
  };
  // Category or store (searchTiers' fourth tier).
  await more(tiers[3]);
  if (found.length >= wanted) return found;
  takeInTurn(await productsOfNames(db, typos, nearness, wanted), wanted, found);
  return found;
}
