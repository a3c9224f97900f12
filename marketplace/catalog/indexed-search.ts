import { sql } from 'drizzle-orm';
import type { Filters, ProductListResponse, Sort } from '../../lib/contract';
import type { Database } from '../db/client';
import { nairaToKobo } from '../money';
import { expandTerms, type QueryPart } from '../search/expand';
import { currentIndex } from '../search/index-refresh';
import type { ProductIndex } from '../search/product-index';
import { stemsOf } from '../search/stems';
import { textQuery, UnsupportedQuery, wordsOf, type QueryNode } from '../search/text-query';
import type { CatalogReader } from './cache';
import { categoryIds, chosenCategory } from './conditions';
import { rankOfState, type Nearness } from './nearness';
import { productsInOrder, withDeliveryDays } from './products';
import { MIN_TYPO_LENGTH } from './search';

/**
 * The search page answered from the in-memory index (decision 064), with the same answer as the
 * SQL of search.ts and products.ts: the text matches within the scope, else the products of the
 * names the terms misspell; the filters; the sort with nearness leading Relevance and Newest and
 * breaking price ties; the page's products read by id.
 */

export interface IndexedQueries {
  /** The search page's match: the words or the names they stand for, anywhere, the last begun. */
  anywhere: QueryNode | null;
  /** Relevance's first key: every word in the title. */
  title: QueryNode | null;
  /** The suggestions' second tier: the words or their synonyms in the title or other names. */
  named: QueryNode | null;
  /** The same with the last word begun: the names the suggestions choose from. */
  begun: QueryNode | null;
}

/** The terms' queries, or undefined when the index cannot answer them as PostgreSQL would. */
export async function indexedQueries(
  db: Database,
  terms: string,
): Promise<IndexedQueries | undefined> {
  const parts = expandTerms(terms);
  const own: QueryPart[] = [{ words: terms.split(' '), alternatives: [], prefix: true }];
  const stems = await stemsOf(db, wordsOf(parts));
  try {
    return {
      anywhere: textQuery(parts, '', true, stems),
      title: textQuery(own, 'A', false, stems),
      named: textQuery(parts, 'AB', false, stems),
      begun: textQuery(parts, 'AB', true, stems),
    };
  } catch (error) {
    if (error instanceof UnsupportedQuery) return undefined;
    throw error;
  }
}

interface NameSimilarity {
  title: string;
  other_names: string[];
  similarity: number;
  [column: string]: unknown;
}

/**
 * The search page's typo names (search.ts's namedTypoMatch, as a list): the names of the
 * suggestions table the terms misspell (pg_trgm `<<%`), with how close each title is.
 */
async function typoNames(db: Database, terms: string): Promise<NameSimilarity[]> {
  const { rows } = await db.execute<NameSimilarity>(sql`
    select title, other_names, word_similarity(${terms}, lower(title)) as similarity
    from search_names where ${terms} <<% search_text`);
  return rows;
}

/** word_similarity(terms, lower(title)) of each title: Relevance's last key before the id. */
async function titleSimilarities(
  db: Database,
  terms: string,
  titles: string[],
): Promise<Map<string, number>> {
  if (!titles.length) return new Map();
  const { rows } = await db.execute<{ title: string; similarity: number }>(sql`
    select t as title, word_similarity(${terms}, lower(t)) as similarity
    from jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb) as t`);
  return new Map(rows.map((row) => [row.title, Number(row.similarity)]));
}

/** Each product's nearness rank (nearness.ts's rankOfState, by its warehouse state). */
export function nearRanks(index: ProductIndex, nearness: Nearness): (doc: number) => number {
  const rank = rankOfState(nearness);
  return (doc) => rank(index.states[doc]);
}

/** The filters of spec section 5 as a test on a product. */
async function filterTest(
  catalog: CatalogReader,
  index: ProductIndex,
  filters: Filters | undefined,
): Promise<((doc: number) => boolean) | undefined> {
  if (!filters) return undefined;
  const tests: ((doc: number) => boolean)[] = [];
  const category = chosenCategory(filters.category);
  if (category !== undefined) {
    const id = (await categoryIds(catalog)).get(category.toLowerCase());
    tests.push((doc) => index.categoryIds[doc] === id);
  }
  if (filters.price) {
    const [min, max] = filters.price.map(nairaToKobo);
    tests.push((doc) => index.prices[doc] >= min && index.prices[doc] <= max);
  }
  const rating = filters.rating;
  if (rating) tests.push((doc) => index.ratings[doc] >= rating);
  return (doc) => tests.every((test) => test(doc));
}

type Compare = (a: number, b: number) => number;

/** The first `count` of `docs` in order: a bounded insertion for an early page, else a sort. */
export function firstInOrder(docs: number[], compare: Compare, count: number): number[] {
  if (count * 8 > docs.length) return docs.sort(compare).slice(0, count);
  const best: number[] = [];
  for (const doc of docs) {
    if (best.length === count && compare(doc, best[count - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(doc, best[at - 1]) < 0) at -= 1;
    best.splice(at, 0, doc);
    if (best.length > count) best.pop();
  }
  return best;
}

interface PageRequest {
  sort: Sort;
  page: number;
  limit: number;
  filters?: Filters;
  nearness?: Nearness;
}

/**
 * One search page from the index, or undefined when it is off (SEARCH_INDEX=database) or cannot
 * answer the terms (UnsupportedQuery): the caller then asks the database.
 */
export async function indexedSearchPage(
  catalog: CatalogReader,
  terms: string,
  state: string | undefined,
  { sort, page, limit, filters, nearness }: PageRequest,
): Promise<ProductListResponse | undefined> {
  const index = await currentIndex(catalog);
  const queries = index && (await indexedQueries(catalog.db, terms));
  if (!index || !queries) return undefined;
  const inScope = (doc: number) =>
    index.shown(doc) && (state === undefined || index.states[doc] === state);
  let docs = Array.from(index.matching(queries.anywhere)).filter(inScope);
  // Typo matches only when the text finds nothing in scope, ranked by how close the name is.
  const typoSimilarity = new Map<number, number>();
  if (!docs.length && terms.length >= MIN_TYPO_LENGTH) {
    for (const name of await typoNames(catalog.db, terms)) {
      const number = index.nameNumber(name.title, name.other_names);
      if (number === undefined) continue;
      typoSimilarity.set(number, Number(name.similarity));
      docs.push(...index.names[number].docs.filter(inScope));
    }
  }
  const passes = await filterTest(catalog, index, filters);
  if (passes) docs = docs.filter(passes);
  const { ids, prices, ratings, created } = index;
  const near = nearness ? nearRanks(index, nearness) : () => 0;
  let compare: Compare;
  if (sort === 'relevance') {
    const inTitle = new Set(index.matching(queries.title));
    const ranks = index.ranks(queries.anywhere, docs);
    const rankOf = new Map(docs.map((doc, i) => [doc, ranks[i]]));
    const similarity = new Map<number, number>();
    if (typoSimilarity.size) {
      for (const doc of docs) similarity.set(doc, typoSimilarity.get(index.nameOf[doc]) ?? 0);
    } else {
      const titles = [...new Set(docs.map((doc) => index.names[index.nameOf[doc]].title))];
      const byTitle = await titleSimilarities(catalog.db, terms, titles);
      for (const doc of docs)
        similarity.set(doc, byTitle.get(index.names[index.nameOf[doc]].title) ?? 0);
    }
    const key = (doc: number) => (inTitle.has(doc) ? 1 : 0);
    compare = (a, b) =>
      near(a) - near(b) ||
      key(b) - key(a) ||
      rankOf.get(b)! - rankOf.get(a)! ||
      similarity.get(b)! - similarity.get(a)! ||
      ids[a] - ids[b];
  } else {
    const ORDERS: Record<Exclude<Sort, 'relevance'>, Compare> = {
      price: (a, b) => prices[a] - prices[b] || near(a) - near(b) || ids[a] - ids[b],
      '-price': (a, b) => prices[b] - prices[a] || near(a) - near(b) || ids[b] - ids[a],
      rating: (a, b) => ratings[b] - ratings[a] || ids[b] - ids[a],
      '-rating': (a, b) => ratings[a] - ratings[b] || ids[a] - ids[b],
      latest: (a, b) => near(a) - near(b) || created[b] - created[a] || ids[b] - ids[a],
    };
    compare = ORDERS[sort];
  }
  const skip = (page - 1) * limit;
  const shown = skip < docs.length ? firstInOrder(docs, compare, skip + limit).slice(skip) : [];
  const products = await productsInOrder(
    catalog.db,
    shown.map((doc) => ids[doc]),
  );
  return {
    products: products.map((product) => withDeliveryDays(product, nearness)),
    totalProducts: docs.length,
    totalPages: Math.ceil(docs.length / limit),
    currentPage: page,
  };
}
