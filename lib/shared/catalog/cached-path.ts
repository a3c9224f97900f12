import { isNigerianState, NIGERIAN_STATES, type NigerianState } from '@/lib/contract/states';
import { CACHED_PREFIX } from '@/lib/shared/page-routes';
import {
  defaultListQuery,
  firstParam,
  parseListQuery,
  serializeListQuery,
  type ListKind,
  type ListQuery,
} from '@/lib/shared/catalog/list-query';

/**
 * Where the middleware renders a public catalog page load from Next's full-route cache
 * (docs/decisions/033): the shopper's location (from the cookie) and the list's query become hidden
 * path segments of an internal route, so that the page is rendered once per location and query and
 * then served as cached HTML. The shopper's address bar keeps the public URL; only the middleware's
 * rewrite reaches these routes (a visit by their own path gets the 404 page).
 *
 *   /                      -> /cached/<location>
 *   /shop?<query>          -> /cached/<location>/shop/<query>
 *   /search?<query>        -> /cached/<location>/search/<query>
 *   /vendors/<name>?<q>    -> /vendors/<name>/page-load/<query>   (the same for every location)
 */

/**
 * The location segment before a shopper has chosen one, and for All Nigeria (decision 042): every
 * location's products.
 */
const ANY_LOCATION = 'all';
/** The query segment of a list at its defaults. */
const DEFAULT_QUERY = '_';
/**
 * Search text past this is cut: the API takes 200 characters, and a shopper's query is a few words.
 * Each distinct text is a cached page, so the cut bounds what one URL can add (decision 052).
 */
export const MAX_SEARCH_TEXT_LENGTH = 100;

function slug(state: string): string {
  return state.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function locationSegment(location: string | undefined): string {
  return location && isNigerianState(location) ? slug(location) : ANY_LOCATION;
}

export function locationFromSegment(segment: string): NigerianState | undefined {
  return NIGERIAN_STATES.find((state) => slug(state) === segment);
}

/**
 * A list's query as one path segment: the canonical query string (defaults left out, one order,
 * unknown parameters dropped, so that `?utm_source=...` shares the page), base64url-encoded so that
 * no character of it is taken for a path's.
 */
export function querySegment(params: URLSearchParams): string {
  const search = params.toString();
  return search ? Buffer.from(search).toString('base64url') : DEFAULT_QUERY;
}

export function queryFromSegment(segment: string): URLSearchParams {
  if (segment === DEFAULT_QUERY || !/^[A-Za-z0-9_-]{1,2000}$/.test(segment)) {
    return new URLSearchParams();
  }
  return new URLSearchParams(Buffer.from(segment, 'base64url').toString());
}

/**
 * A search page's text, normalised so that texts the search treats alike share one cached page:
 * lower case, runs of spaces as one, trimmed and cut to MAX_SEARCH_TEXT_LENGTH.
 */
export function searchText(params: URLSearchParams | Record<string, unknown> | undefined): string {
  const text = firstParam(params as URLSearchParams, 'query') ?? '';
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TEXT_LENGTH)
    .trim();
}

/** The canonical query of a list page: its base (the search text) and its list state. */
export function canonicalListParams(params: URLSearchParams, kind: ListKind): URLSearchParams {
  const text = kind === 'search' ? searchText(params) : '';
  return serializeListQuery(parseListQuery(params, kind), kind, text ? { query: text } : {});
}

/** A home, shop or search page load, as the middleware serves it from the cache. */
export interface CachedListPage {
  /** The internal route that renders it (see the table at the top). */
  path: string;
  /** Its location segment (`lagos`, `all`): the location part of its key at the edge too. */
  segment: string;
  /** The query that names the same page (empty on home, which takes none). */
  canonical: URLSearchParams;
  kind: 'home' | 'shop' | 'search';
  /** The search text, normalised (searchText); empty on home and shop. */
  text: string;
  query: ListQuery;
  location: NigerianState | undefined;
}

/**
 * The cached copy of a document request for the home, shop or search page, or null for any other
 * path. `location` is the cookie's value as sent.
 */
export function cachedListPage(
  pathname: string,
  params: URLSearchParams,
  location: string | undefined,
): CachedListPage | null {
  const segment = locationSegment(location);
  const at = `${CACHED_PREFIX}/${segment}`;
  const state = locationFromSegment(segment);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') {
    return {
      path: at,
      segment,
      canonical: new URLSearchParams(),
      kind: 'home',
      text: '',
      query: defaultListQuery('shop'),
      location: state,
    };
  }
  if (path !== '/shop' && path !== '/search') return null;
  const kind = path === '/shop' ? 'shop' : 'search';
  const canonical = canonicalListParams(params, kind);
  return {
    path: `${at}/${kind}/${querySegment(canonical)}`,
    segment,
    canonical,
    kind,
    text: kind === 'search' ? searchText(canonical) : '',
    query: parseListQuery(canonical, kind),
    location: state,
  };
}

/** The internal route of cachedListPage, or null. */
export function cachedListPagePath(
  pathname: string,
  params: URLSearchParams,
  location: string | undefined,
): string | null {
  return cachedListPage(pathname, params, location)?.path ?? null;
}
