import { sql } from 'drizzle-orm';
import { products } from '../db/schema';
import { documentMeets, documentRank } from '../search/documents';
import { currentIndex } from '../search/index-refresh';
import type { ProductIndex } from '../search/product-index';
import type { CatalogReader } from './cache';
import { productIdIn } from './conditions';
import { firstInOrder, indexedQueries, nearRanks, type IndexedQueries } from './indexed-search';
import { fromSuggestionRowText, type SuggestionRow, type SuggestionRowText } from './mappers';
import type { Nearness } from './nearness';
import { misspeltNames, NAME_CANDIDATES, takeInTurn, type NameMatch } from './suggestions';

/**
 * The search box's products from the in-memory index (decision 064), as suggestedMatches
 * (suggestions.ts) chooses them: a product of each name in turn, then products matched by category
 * or store, then products of misspelt names; the few chosen are read by id. Undefined when the
 * index is off or cannot answer the terms.
 */
export async function indexedSuggestedMatches(
  catalog: CatalogReader,
  terms: string,
  nearness: Nearness | undefined,
  wanted: number,
): Promise<SuggestionRow[] | undefined> {
  const index = await currentIndex(catalog);
  const queries = index && (await indexedQueries(catalog.db, terms));
  if (!index || !queries) return undefined;
  const near = nearness && nearRanks(index, nearness);
  const names = bestNames(index, queries);
  const found: { id: number }[] = [];
  const ofNames = (chosen: NameMatch[]) =>
    takeInTurn(
      chosen.map((name) => productsOfName(index, name, near, wanted)),
      wanted,
      found,
    );
  ofNames(names);
  if (found.length < wanted) {
    // Category or store: anywhere, but not in the title or other names.
    const seen = new Set(found.map((item) => item.id));
    const inNames = new Set(index.matching(queries.begun));
    const docs = Array.from(index.matching(queries.anywhere)).filter(
      (doc) => !inNames.has(doc) && index.shown(doc) && !seen.has(index.ids[doc]),
    );
    const ranks = index.ranks(queries.anywhere, docs);
    const rankOf = new Map(docs.map((doc, i) => [doc, ranks[i]]));
    const best = firstInOrder(
      docs,
      (a, b) =>
        rankOf.get(b)! - rankOf.get(a)! ||
        (near ? near(a) - near(b) : 0) ||
        index.ids[a] - index.ids[b],
      wanted - found.length,
    );
    found.push(...best.map((doc) => ({ id: index.ids[doc] })));
  }
  if (found.length < wanted)
    ofNames(await misspeltNames(catalog.db, terms, NAME_CANDIDATES - names.length));
  if (!found.length) return [];
  // A plain statement, as productsInOrder's (drizzle's select costs more than the read on PGlite).
  const { rows } = await catalog.db.execute<SuggestionRowText>(sql`
    select ${products.id} as id, ${products.title} as title, ${products.images} as images,
      ${products.originalPriceKobo} as original_price_kobo,
      ${products.discountedPriceKobo} as discounted_price_kobo
    from ${products} where ${productIdIn(found.map((item) => item.id))}`);
  const byId = new Map(rows.map((row) => [Number(row.id), fromSuggestionRowText(row)]));
  return found.flatMap((item) => byId.get(item.id) ?? []);
}

/**
 * suggestions.ts's bestNames without its typos, from the names in memory: the names the words (or
 * their synonyms, the last word begun) find in a title or other names, by tier (in the title;
 * named; begun), then rank, how many products carry them, and title.
 */
function bestNames(index: ProductIndex, queries: IndexedQueries): NameMatch[] {
  const found: (NameMatch & { rank: number; products: number })[] = [];
  for (const name of index.nameDocuments) {
    if (!documentMeets(queries.begun, name.document)) continue;
    const tier = documentMeets(queries.title, name.document)
      ? 1
      : documentMeets(queries.named, name.document)
        ? 2
        : 3;
    const rank = documentRank(queries.anywhere, name.document);
    found.push({
      title: name.title,
      otherNames: name.otherNames,
      tier,
      rank,
      products: name.products,
    });
  }
  return found
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.rank - a.rank ||
        b.products - a.products ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
    )
    .slice(0, NAME_CANDIDATES);
}

/**
 * A name's shown products, the nearest first, then by id: at most `wanted`. A name's doc numbers
 * run in id order (a build numbers products by id, and new ids only grow), so one pass fills a list
 * per nearness rank and stops once the nearest rank alone has enough.
 */
function productsOfName(
  index: ProductIndex,
  name: NameMatch,
  near: ((doc: number) => number) | undefined,
  wanted: number,
): { id: number }[] {
  const number = index.nameNumber(name.title, name.otherNames);
  if (number === undefined) return [];
  const byRank: number[][] = [];
  const docs = index.names[number].docs;
  const inOrder = index.inIdOrder ? docs : [...docs].sort((a, b) => index.ids[a] - index.ids[b]);
  for (const doc of inOrder) {
    if (!index.shown(doc)) continue;
    const rank = near ? near(doc) : 0;
    const list = (byRank[rank] ??= []);
    if (list.length < wanted) list.push(doc);
    if (rank === 0 && list.length >= wanted) break;
  }
  return byRank
    .flat()
    .slice(0, wanted)
    .map((doc) => ({ id: index.ids[doc] }));
}
