import { and, asc, desc, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, searchNames, vendors } from '../db/schema';
import { shownProduct, shownProductJoin } from './conditions';
import { fromSuggestionRowText, suggestionColumns, type SuggestionRowText } from './mappers';
import { rankConditions, rankOf, type Nearness } from './nearness';
import {
  fullTextQuery,
  MIN_TYPO_LENGTH,
  searchTiers,
  textMatch,
  tsQuery,
  type Match,
  type SearchTier,
} from './search';

/**
 * The search box's products on PostgreSQL (decision 038): names from the suggestions table, a
 * product of each in turn, then category or store, then misspelt names. The in-memory index's
 * twin is indexed-suggestions.ts (decision 064); search.ts holds the text queries both build on.
 */

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
