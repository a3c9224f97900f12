import type { SearchResponse } from '@/lib/contract/catalog';
import { PLACEHOLDER_IMAGE, toImagePath } from '@/lib/shared/catalog/mappers';

/** Spec section 9: suggestions wait for 300 ms of quiet typing. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The marketplace refuses longer queries (lib/contract/catalog.ts searchQuery). */
export const MAX_QUERY_LENGTH = 200;

export interface ProductSuggestion {
  kind: 'product';
  id: string;
  title: string;
  /** Same-origin image path for next/image. */
  image: string;
  /** What the shopper pays, in naira. */
  price: number;
  href: string;
}

export interface StoreSuggestion {
  kind: 'store';
  id: string;
  storeName: string;
  href: string;
}

export type Suggestion = ProductSuggestion | StoreSuggestion;

/** What GET /api/search answers: the two groups of the suggestions dropdown. */
export interface SearchSuggestions {
  products: ProductSuggestion[];
  stores: StoreSuggestion[];
}

export const NO_SUGGESTIONS: SearchSuggestions = { products: [], stores: [] };

/** The text as it is searched: trimmed, inner runs of spaces made one, at most 200 characters. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Where SEARCH leads: /search?query={text}, or /search alone when there is no text. Spelt as
 * URLSearchParams spells it (a space as `+`), the one spelling the edge keeps (edge-cache.ts).
 */
export function searchPath(text: string): string {
  const query = normaliseQuery(text);
  return query ? `/search?${new URLSearchParams({ query })}` : '/search';
}

export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}

export function storePath(storeName: string): string {
  return `/vendors/${encodeURIComponent(storeName)}`;
}

/** The marketplace's search answer in the dropdown's terms, links and images ready. */
export function toSearchSuggestions(response: SearchResponse): SearchSuggestions {
  return {
    products: response.products.map((product) => {
      const id = product.id || product._id;
      const image = product.images.map(toImagePath).find((path) => path !== null);
      const { discountedPrice, originalPrice } = product;
      return {
        kind: 'product',
        id,
        title: product.title,
        image: image ?? PLACEHOLDER_IMAGE,
        price:
          discountedPrice !== null && discountedPrice < originalPrice
            ? discountedPrice
            : originalPrice,
        href: productPath(id),
      };
    }),
    stores: response.stores.map((store) => ({
      kind: 'store',
      id: store._id,
      storeName: store.storeName,
      href: storePath(store.storeName),
    })),
  };
}

/** Every option in the order the arrow keys visit them: products first, then stores. */
export function suggestionOptions(suggestions: SearchSuggestions): Suggestion[] {
  return [...suggestions.products, ...suggestions.stores];
}

/** What GET /api/search/popular answers (decision 057). */
export interface PopularSearches {
  searches: string[];
}

/** A search the box offers before the shopper types: one of theirs, or a popular one. */
export interface SearchTermOption {
  kind: 'recent' | 'popular';
  id: string;
  text: string;
  href: string;
}

/** The option that forgets the recent searches, last of their group. */
export interface ClearRecentOption {
  kind: 'clear-recent';
  id: string;
}

export type BlankStateOption = SearchTermOption | ClearRecentOption;

/** The box's blank state: recent searches (with the option to clear them), then popular ones. */
export interface BlankState {
  recent: BlankStateOption[];
  popular: SearchTermOption[];
}

const termOption = (kind: SearchTermOption['kind'], text: string): SearchTermOption => ({
  kind,
  id: `${kind}:${text.toLowerCase()}`,
  text,
  href: searchPath(text),
});

/** Popular searches the shopper has already made show once, under Recent. */
export function blankState(recent: string[], popular: string[]): BlankState {
  const mine = new Set(recent.map((text) => text.toLowerCase()));
  return {
    recent: recent.length
      ? [
          ...recent.map((text) => termOption('recent', text)),
          { kind: 'clear-recent', id: 'clear-recent' },
        ]
      : [],
    popular: popular
      .map(normaliseQuery)
      .filter((text) => text && !mine.has(text.toLowerCase()))
      .map((text) => termOption('popular', text)),
  };
}

/** The blank state's options in the order the arrow keys visit them. */
export function blankStateOptions(state: BlankState): BlankStateOption[] {
  return [...state.recent, ...state.popular];
}

/**
 * The option an arrow key makes active, wrapping at both ends; -1 (none) when there are no
 * options. From no active option, down goes to the first and up to the last.
 */
export function moveActive(current: number, direction: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
