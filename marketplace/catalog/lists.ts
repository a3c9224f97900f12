import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  latestQuery,
  Product,
  productListQuery,
  ProductListResponse,
  SearchPageResponse,
  SearchResponse,
  searchPageQuery,
  searchQuery,
  shopProductsQuery,
} from '../../lib/contract';
import { products } from '../db/schema';
import type { CatalogReader } from './cache';
import { allOf, filterConditions, inStock, locationCondition, sortOrder } from './conditions';
import { toProductSuggestion } from './mappers';
import { indexedSearchPage } from './indexed-search';
import { indexedSuggestedMatches } from './indexed-suggestions';
import {
  nearestOnTies,
  nearnessBreaksTies,
  nearnessLeads,
  readNearness,
  type Nearness,
} from './nearness';
import { listProducts, productsInOrder } from './products';
import { didYouMean } from '../search/did-you-mean';
import { recordMiss } from '../search/misses';
import { bestMatches, relevanceOrder, searchPageMatch, searchTerms } from './search';
import { findVisibleStore, suggestStores } from './stores';
import { suggestedMatches } from './suggestions';

/** Best matches of /products/search, and suggestions of each kind in the search box. */
const SEARCH_RESULTS_LIMIT = 20;
const SUGGESTIONS_LIMIT = 5;

interface ListQuery {
  sort: z.output<typeof productListQuery>['sort'];
  page: number;
  limit: number;
  filters?: z.output<typeof productListQuery>['filters'];
  /** An order of its own in place of the sort's (the search page's relevance). */
  order?: SQL[];
  /** The shopper's location: it orders the list, nearest first (decision 054). */
  location?: string;
  /** The page from the in-memory search index, tried first; undefined when it cannot answer. */
  fromIndex?: (nearness: Nearness | undefined) => Promise<ProductListResponse | undefined>;
}

/**
 * One page of a list, kept until the catalog changes (bench/NOTES.md, "API list pages under
 * load"): on PGlite every statement costs a millisecond or more of single-threaded work, and
 * shoppers ask for the same first pages over and over. `key` names the list with plain values
 * (what is listed, for whom), so that a kept page costs no SQL building; `scope` runs only when
 * the page is not kept. With a location, nearness leads the order on Newest and Relevance and
 * breaks ties on price (nearnessLeads, nearnessBreaksTies).
 */
function list(
  catalog: CatalogReader,
  key: unknown[],
  scope: () => Promise<(SQL | undefined)[]>,
  { sort, page, limit, filters, order, location, fromIndex }: ListQuery,
): Promise<ProductListResponse> {
  const pageKey = `list ${JSON.stringify([...key, location ?? null, sort, page, limit, filters ?? null])}`;
  return catalog.cachedPage(pageKey, async () => {
    const nearness = await readNearness(catalog, location);
    const indexed = await fromIndex?.(nearness);
    if (indexed) return indexed;
    const nearestFirst = nearnessLeads(sort);
    const own = order ?? sortOrder(sort);
    return listProducts(catalog, {
      where: allOf([...(await scope()), ...(await filterConditions(catalog, filters))]),
      order: nearness && nearnessBreaksTies(sort) ? nearestOnTies(own, nearness) : own,
      page,
      limit,
      nearness,
      nearestFirst,
    });
  });
}

/**
 * The state a list is narrowed to: the shopper's own, when they chose Near me (`near=1`) and have
 * a location. Otherwise none: every product is listed, whatever the location.
 */
function nearState(query: { location?: string; near?: boolean }): string | undefined {
  return query.near ? query.location : undefined;
}

/**
 * GET /products: a store's whole catalog wherever the shopper is, or else every product, ordered
 * for the location (Near me: only the location's).
 */
export async function productList(
  catalog: CatalogReader,
  query: z.output<typeof productListQuery>,
): Promise<ProductListResponse> {
  const { storeName } = query;
  if (storeName !== undefined) {
    // A hidden store moves the catalog version, so its kept pages are never served again.
    return list(
      catalog,
      ['store', storeName.toLowerCase()],
      async () => [
        eq(products.vendorId, Number((await findVisibleStore(catalog.db, storeName))._id)),
      ],
      // The same page for every shopper: no nearness, no delivery windows.
      { ...query, location: undefined },
    );
  }
  const state = nearState(query);
  return list(catalog, ['products', state ?? null], async () => [locationCondition(state)], query);
}

export function shopList(
  catalog: CatalogReader,
  query: z.output<typeof shopProductsQuery>,
): Promise<ProductListResponse> {
  const state = nearState(query);
  return list(catalog, ['shop', state ?? null], async () => [locationCondition(state)], query);
}

/**
 * The home page's newest products: every state's, nearest first (decision 054), and only those in
 * stock, as the row promotes them (issue 38 part 5).
 */
export async function latestList(
  catalog: CatalogReader,
  { location, limit }: z.output<typeof latestQuery>,
): Promise<Product[]> {
  const answer = await list(catalog, ['latest in stock'], async () => [inStock], {
    sort: 'latest',
    page: 1,
    limit,
    location,
  });
  return answer.products;
}

/**
 * An empty query lists every product, so the search page works as a filterable catalog. A search
 * whose words find nothing in Nigeria (no filters, not Near me) answers the name it most likely
 * meant (decision 057), kept until the catalog changes: the middleware's count and the page ask
 * the same question.
 */
export async function searchPageList(
  catalog: CatalogReader,
  query: z.output<typeof searchPageQuery>,
): Promise<SearchPageResponse> {
  const terms = searchTerms(query.query);
  const state = nearState(query);
  const answer = await list(
    catalog,
    ['search', terms, state ?? null],
    async () => [
      terms ? await searchPageMatch(catalog, terms, state) : undefined,
      locationCondition(state),
    ],
    {
      ...query,
      order: terms && query.sort === 'relevance' ? relevanceOrder(terms) : undefined,
      fromIndex: terms
        ? (nearness) => indexedSearchPage(catalog, terms, state, { ...query, nearness })
        : undefined,
    },
  );
  // Counted on every request, kept page or not: a submitted search (first page, no filters, not
  // narrowed to one state) whose words find nothing in Nigeria tells staff which name to add to
  // the synonyms.
  const nothing = terms !== '' && answer.totalProducts === 0 && !query.filters && !state;
  if (nothing && query.page === 1) await recordMiss(catalog.db, query.query);
  const suggestion = nothing
    ? await catalog.cached(`did you mean ${JSON.stringify(terms)}`, () =>
        didYouMean(catalog.db, terms),
      )
    : null;
  return { ...answer, suggestion };
}

export async function searchResults(
  catalog: CatalogReader,
  query: z.output<typeof searchQuery>,
): Promise<Product[]> {
  const terms = searchTerms(query.query);
  if (!terms) return [];
  const best = await bestMatches(catalog.db, terms, undefined, SEARCH_RESULTS_LIMIT);
  return best.length
    ? productsInOrder(
        catalog.db,
        best.map((match) => match.id),
      )
    : [];
}

/**
 * The search box's suggestions: every state's products, the nearest of each name first (decision
 * 054). Shoppers type the same beginnings over and over, and the box asks on every pause, so an
 * answer is kept until the catalog next changes.
 */
export async function searchSuggestions(
  catalog: CatalogReader,
  query: z.output<typeof searchQuery>,
): Promise<SearchResponse> {
  const terms = searchTerms(query.query);
  if (!terms) return { products: [], stores: [] };
  const key = `suggestions ${JSON.stringify([query.query.toLowerCase(), query.location ?? null])}`;
  return catalog.cached(key, async () => {
    // Stores beside products: on PostgreSQL they are two connections' work at once.
    const stores = suggestStores(catalog.db, query.query, SUGGESTIONS_LIMIT);
    // Observed at once, so that a failure while products are chosen leaves no unhandled rejection.
    stores.catch(() => undefined);
    const nearness = await readNearness(catalog, query.location);
    const best =
      (await indexedSuggestedMatches(catalog, terms, nearness, SUGGESTIONS_LIMIT)) ??
      (await suggestedMatches(catalog.db, terms, nearness, SUGGESTIONS_LIMIT));
    return { products: best.map(toProductSuggestion), stores: await stores };
  });
}
