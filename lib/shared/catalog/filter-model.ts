import { PRICE_RANGE, type Sort } from '@/lib/contract/constants';
import {
  activeFilters,
  changeListQuery,
  LIST_PARAMS,
  listHref,
  RATING_OPTIONS,
  serializeListQuery,
  SORT_LABELS,
  sortOptions,
  type ActiveFilters,
  type ListKind,
  type ListQuery,
} from './list-query';

/** Where a list lives: its path, the kind of list and the parameters that are not filters. */
export interface ListLocation {
  pathname: string;
  kind: ListKind;
  /** e.g. { query: 'rice' } on the search page; kept in every link. */
  base?: Record<string, string>;
}

export interface FilterOption<T> {
  value: T;
  label: string;
  href: string;
  selected: boolean;
}

/**
 * Everything the filter, sort and pager controls show, with the link of every choice worked out
 * on the server: the controls stay small client islands that render and navigate, and every
 * choice is a real link that works before JavaScript arrives.
 */
export interface FilterModel {
  categories: FilterOption<string | null>[];
  ratings: FilterOption<number>[];
  sorts: FilterOption<Sort>[];
  price: {
    min: number;
    max: number;
    /** The other parameters the price form keeps (a GET form works without JavaScript). */
    keep: [string, string][];
  };
  sort: {
    value: Sort;
    /** The other parameters the sort form keeps. */
    keep: [string, string][];
  };
  /**
   * Near me (decision 054): a visible toggle that narrows the list to the shopper's own state, or
   * null when there is no state to be near (no location chosen, All Nigeria, a store's page).
   */
  near: { state: string; on: boolean; href: string } | null;
  /** The list's path: the forms' action. */
  action: string;
  active: ActiveFilters;
  /** The same list without category, price, rating and Near me (the sort is kept). */
  clearHref: string;
}

function keptParams(params: URLSearchParams, drop: string[]): [string, string][] {
  return [...params.entries()].filter(([name]) => !drop.includes(name));
}

export function buildFilterModel(
  query: ListQuery,
  categoryTitles: string[],
  { pathname, kind, base = {} }: ListLocation,
  /** The shopper's state, if they chose one: what Near me narrows to. */
  shopperState?: string,
): FilterModel {
  const href = (change: Partial<Omit<ListQuery, 'page'>>) =>
    listHref(pathname, changeListQuery(query, change), kind, base);
  const current = serializeListQuery(changeListQuery(query, {}), kind, base);

  return {
    categories: [
      { value: null, label: 'All categories', href: href({ category: null }), selected: false },
      ...categoryTitles.map((title) => ({
        value: title,
        label: title,
        href: href({ category: title }),
        selected: false,
      })),
    ].map((option) => ({
      ...option,
      selected: option.value?.toLowerCase() === query.category?.toLowerCase(),
    })),
    ratings: [0, ...RATING_OPTIONS].map((rating) => ({
      value: rating,
      label: rating === 0 ? 'Any rating' : `${rating} ${rating === 1 ? 'star' : 'stars'} & above`,
      href: href({ rating }),
      selected: rating === query.rating,
    })),
    sorts: sortOptions(kind).map((sort) => ({
      value: sort,
      label: SORT_LABELS[sort],
      href: href({ sort }),
      selected: sort === query.sort,
    })),
    price: {
      min: query.price[0],
      max: query.price[1],
      keep: keptParams(current, [LIST_PARAMS.minPrice, LIST_PARAMS.maxPrice, LIST_PARAMS.page]),
    },
    sort: {
      value: query.sort,
      keep: keptParams(current, [LIST_PARAMS.sort, LIST_PARAMS.page]),
    },
    near:
      shopperState && kind !== 'store'
        ? { state: shopperState, on: query.near, href: href({ near: !query.near }) }
        : null,
    action: pathname,
    active: activeFilters(query, kind),
    clearHref: href({
      category: null,
      price: [PRICE_RANGE.min, PRICE_RANGE.max],
      rating: 0,
      near: false,
    }),
  };
}
