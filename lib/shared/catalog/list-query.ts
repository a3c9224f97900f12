import type { Filters } from '@/lib/contract/catalog';
import { PRICE_RANGE, type Sort } from '@/lib/contract/constants';
import { isFullPriceRange, priceRangeFromInputs } from './price-range';

/**
 * The state of a product list (shop, search results, a vendor store) as it lives in the URL:
 * `?category=Grains&minPrice=1000&maxPrice=50000&rating=4&near=1&sort=-price&page=2`. Readable
 * names so a shared link says what it shows; defaults are left out so every view has one short URL.
 */
export type ListKind = 'shop' | 'search' | 'store';

export interface ListQuery {
  /** The chosen category's title, or null for all. */
  category: string | null;
  /** [min, max] in naira; the full range when not filtered. */
  price: [number, number];
  /** Minimum whole stars, 0 for any rating. */
  rating: number;
  /**
   * Near me: only products held in the shopper's own state (decision 054). Shop and search only;
   * a store's page is its whole catalog.
   */
  near: boolean;
  sort: Sort;
  page: number;
}

export const LIST_PARAMS = {
  category: 'category',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  rating: 'rating',
  near: 'near',
  sort: 'sort',
  page: 'page',
} as const;

export const SORT_LABELS: Record<Sort, string> = {
  latest: 'Newest',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  rating: 'Rating: high to low',
  '-rating': 'Rating: low to high',
  relevance: 'Relevance',
};

/** The rating filter's choices: "4 stars & above" down to "1 star & above". */
export const RATING_OPTIONS = [4, 3, 2, 1] as const;

const PRICE_AND_RATING_SORTS: Sort[] = ['price', '-price', 'rating', '-rating'];
const MAX_PAGE = 10_000;
const MAX_CATEGORY_LENGTH = 100;

/** Newest first is the shop's own order; search results and stores start cheapest first. */
export function defaultSort(kind: ListKind): Sort {
  return kind === 'shop' ? 'latest' : 'price';
}

/** The shop adds Newest; search results add Relevance, the best matches first (issue 30). */
export function sortOptions(kind: ListKind): Sort[] {
  if (kind === 'shop') return ['latest', ...PRICE_AND_RATING_SORTS];
  if (kind === 'search') return ['relevance', ...PRICE_AND_RATING_SORTS];
  return PRICE_AND_RATING_SORTS;
}

export function defaultListQuery(kind: ListKind): ListQuery {
  return {
    category: null,
    price: [PRICE_RANGE.min, PRICE_RANGE.max],
    rating: 0,
    near: false,
    sort: defaultSort(kind),
    page: 1,
  };
}

/** Next's `searchParams` object, or the browser's URLSearchParams. */
export type SearchParamsInput =
  URLSearchParams | Record<string, string | string[] | undefined> | undefined;

export function firstParam(params: SearchParamsInput, name: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

function parsePage(text: string | undefined): number {
  if (!text || !/^\d{1,5}$/.test(text.trim())) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parseRating(text: string | undefined): number {
  const rating = Number(text);
  return (RATING_OPTIONS as readonly number[]).includes(rating) ? rating : 0;
}

function parseCategory(text: string | undefined): string | null {
  const category = text?.trim();
  return category && category.length <= MAX_CATEGORY_LENGTH ? category : null;
}

function parseSort(text: string | undefined, kind: ListKind): Sort {
  return sortOptions(kind).find((option) => option === text) ?? defaultSort(kind);
}

/**
 * Reads a list's state from the URL. Anything missing, malformed or out of range falls back to the
 * page's default rather than failing: a hand-edited or stale link still shows a list.
 */
export function parseListQuery(params: SearchParamsInput, kind: ListKind): ListQuery {
  const minText = firstParam(params, LIST_PARAMS.minPrice) ?? '';
  const maxText = firstParam(params, LIST_PARAMS.maxPrice) ?? '';
  return {
    category: parseCategory(firstParam(params, LIST_PARAMS.category)),
    price: priceRangeFromInputs(minText, maxText, 'min'),
    rating: parseRating(firstParam(params, LIST_PARAMS.rating)),
    near: kind !== 'store' && firstParam(params, LIST_PARAMS.near) === '1',
    sort: parseSort(firstParam(params, LIST_PARAMS.sort), kind),
    page: parsePage(firstParam(params, LIST_PARAMS.page)),
  };
}

/**
 * The URL query of a list state: `base` first (e.g. the search text), then only what differs from
 * the page's defaults, always in the same order.
 */
export function serializeListQuery(
  query: ListQuery,
  kind: ListKind,
  base: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  const [min, max] = query.price;
  if (query.category) params.set(LIST_PARAMS.category, query.category);
  if (min > PRICE_RANGE.min) params.set(LIST_PARAMS.minPrice, String(min));
  if (max < PRICE_RANGE.max) params.set(LIST_PARAMS.maxPrice, String(max));
  if (query.rating > 0) params.set(LIST_PARAMS.rating, String(query.rating));
  if (query.near && kind !== 'store') params.set(LIST_PARAMS.near, '1');
  if (query.sort !== defaultSort(kind)) params.set(LIST_PARAMS.sort, query.sort);
  if (query.page > 1) params.set(LIST_PARAMS.page, String(query.page));
  return params;
}

/** A link to `pathname` showing the given list state. */
export function listHref(
  pathname: string,
  query: ListQuery,
  kind: ListKind,
  base: Record<string, string> = {},
): string {
  const search = serializeListQuery(query, kind, base).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A new filter or sort shows its first page. */
export function changeListQuery(
  query: ListQuery,
  change: Partial<Omit<ListQuery, 'page'>>,
): ListQuery {
  return { ...query, ...change, page: 1 };
}

/** The API's `filters` JSON for a list state; undefined when nothing narrows the list. */
export function toApiFilters(query: ListQuery): Filters | undefined {
  const filters: Filters = {};
  if (query.category) filters.category = query.category;
  if (!isFullPriceRange(query.price)) filters.price = query.price;
  if (query.rating > 0) filters.rating = query.rating;
  return Object.keys(filters).length > 0 ? filters : undefined;
}

export interface ActiveFilters {
  category: boolean;
  price: boolean;
  rating: boolean;
  near: boolean;
  sort: boolean;
  /** Any of category, price, rating or Near me (sorting does not narrow the list). */
  narrowed: boolean;
}

/**
 * Which filter buttons are highlighted: a category chosen, a price range narrower than the full
 * one, a minimum rating, a sort other than the page's own default (price ascending on search and
 * store pages, newest on the shop).
 */
export function activeFilters(query: ListQuery, kind: ListKind): ActiveFilters {
  const category = query.category !== null;
  const price = !isFullPriceRange(query.price);
  const rating = query.rating > 0;
  const near = query.near && kind !== 'store';
  return {
    category,
    price,
    rating,
    near,
    sort: query.sort !== defaultSort(kind),
    narrowed: category || price || rating || near,
  };
}
