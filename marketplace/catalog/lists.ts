import { eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LocatedListResponse,
  Product,
  productListQuery,
  ProductListResponse,
  SearchResponse,
  searchPageQuery,
  searchQuery,
  shopProductsQuery,
} from '../../lib/contract';
import { products } from '../db/schema';
import type { CatalogReader } from './cache';
import {
  allOf,
  filterConditions,
  locationCondition,
  sortOrder,
  warehouseStateFor,
} from './conditions';
import { toProductSuggestion } from './mappers';
import { countVisibleProducts, listProducts, productsInOrder } from './products';
import { recordMiss } from '../search/misses';
import {
  bestMatches,
  relevanceOrder,
  searchPageMatch,
  searchTerms,
  suggestedMatches,
} from './search';
import { findVisibleStore, suggestStores } from './stores';

/** Best matches of /products/search, and suggestions of each kind in the search box. */
const SEARCH_RESULTS_LIMIT = 20;
const SUGGESTIONS_LIMIT = 5;

async function locationScope(catalog: CatalogReader, location: string | undefined) {
  return locationCondition(await warehouseStateFor(catalog, location));
}

interface ListQuery {
  sort: z.output<typeof productListQuery>['sort'];
  page: number;
  limit: number;
  filters?: z.output<typeof productListQuery>['filters'];
  /** An order of its own in place of the sort's (the search page's relevance). */
  order?: SQL[];
}

/**
 * One page of a list, kept until the catalog changes (bench/NOTES.md, "API list pages under
 * load"): on PGlite every statement costs a millisecond or more of single-threaded work, and
 * shoppers ask for the same first pages over and over. `key` names the list with plain values
 * (what is listed, for whom), so that a kept page costs no SQL building; `scope` runs only when
 * the page is not kept.
 */
function list(
  catalog: CatalogReader,
  key: unknown[],
  scope: () => Promise<(SQL | undefined)[]>,
  { sort, page, limit, filters, order }: ListQuery,
): Promise<ProductListResponse> {
  const pageKey = `list ${JSON.stringify([...key, sort, page, limit, filters ?? null])}`;
  return catalog.cachedPage(pageKey, async () =>
    listProducts(catalog, {
      where: allOf([...(await scope()), ...(await filterConditions(catalog, filters))]),
      order: order ?? sortOrder(sort),
      page,
      limit,
    }),
  );
}

/** GET /products: a store's whole catalog wherever the shopper is, or else the location's. */
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
      query,
    );
  }
  const state = await warehouseStateFor(catalog, query.location);
  return list(catalog, ['products', state ?? null], async () => [locationCondition(state)], query);
}

/**
 * How many products of a list stand in other states than `state`, the location's warehouse state
 * (decision 042): what the list would gain with "All Nigeria", which lists with no location at
 * all. `match` is the list's nationwide condition (its text match, if any). Kept until the catalog
 * changes, under plain values like a list's pages.
 */
async function inOtherStates(
  catalog: CatalogReader,
  key: unknown[],
  state: string | undefined,
  match: () => Promise<SQL | undefined>,
  filters: ListQuery['filters'],
): Promise<number> {
  if (state === undefined) return 0;
  return catalog.cached(
    `other states ${JSON.stringify([...key, state, filters ?? null])}`,
    async () =>
      countVisibleProducts(
        catalog,
        allOf([
          await match(),
          ne(products.warehouseState, state),
          ...(await filterConditions(catalog, filters)),
        ]),
      ),
  );
}

export async function shopList(
  catalog: CatalogReader,
  query: z.output<typeof shopProductsQuery>,
): Promise<LocatedListResponse> {
  const state = await warehouseStateFor(catalog, query.location);
  const [answer, others] = await Promise.all([
    list(catalog, ['shop', state ?? null], async () => [locationCondition(state)], query),
    inOtherStates(catalog, ['shop'], state, async () => undefined, query.filters),
  ]);
  return { ...answer, inOtherStates: others };
}

/** An empty query lists every product, so the search page works as a filterable catalog. */
export async function searchPageList(
  catalog: CatalogReader,
  query: z.output<typeof searchPageQuery>,
): Promise<LocatedListResponse> {
  const terms = searchTerms(query.query);
  const state = await warehouseStateFor(catalog, query.location);
  const [answer, others] = await Promise.all([
    list(
      catalog,
      ['search', terms, state ?? null],
      async () => [
        terms ? await searchPageMatch(catalog, terms, state) : undefined,
        locationCondition(state),
      ],
      { ...query, order: terms && query.sort === 'relevance' ? relevanceOrder(terms) : undefined },
    ),
    // Matched as "All Nigeria" would match: nationwide, where the words may find products by
    // full text that the location only found by typo, or not at all.
    inOtherStates(
      catalog,
      ['search', terms],
      state,
      async () => (terms ? searchPageMatch(catalog, terms, undefined) : undefined),
      query.filters,
    ),
  ]);
  // Counted on every request, kept page or not: a submitted search (first page, no filters) whose
  // words find nothing, anywhere in Nigeria, tells staff which name to add to the synonyms.
  if (terms && answer.totalProducts + others === 0 && query.page === 1 && !query.filters)
    await recordMiss(catalog.db, query.query);
  return { ...answer, inOtherStates: others };
}

export async function searchResults(
  catalog: CatalogReader,
  query: z.output<typeof searchQuery>,
): Promise<Product[]> {
  const terms = searchTerms(query.query);
  if (!terms) return [];
  const scope = await locationScope(catalog, query.location);
  const best = await bestMatches(catalog.db, terms, scope, SEARCH_RESULTS_LIMIT);
  return best.length
    ? productsInOrder(
        catalog.db,
        best.map((match) => match.id),
      )
    : [];
}

/**
 * The search box's suggestions. Shoppers type the same beginnings over and over, and the box asks
 * on every pause, so an answer is kept until the catalog next changes.
 */
export async function searchSuggestions(
  catalog: CatalogReader,
  query: z.output<typeof searchQuery>,
): Promise<SearchResponse> {
  const terms = searchTerms(query.query);
  if (!terms) return { products: [], stores: [] };
  const key = `suggestions ${JSON.stringify([query.query.toLowerCase(), query.location ?? null])}`;
  return catalog.cached(key, async () => {
    const scope = await locationScope(catalog, query.location);
    const best = await suggestedMatches(catalog.db, terms, scope, SUGGESTIONS_LIMIT);
    return {
      products: best.map(toProductSuggestion),
      stores: await suggestStores(catalog.db, query.query, SUGGESTIONS_LIMIT),
    };
  });
}
