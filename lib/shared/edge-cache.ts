/**
 * What the storefront tells the edge's page cache (nginx, deploy/nginx/nginx.conf.template;
 * decision 060). nginx keeps a public page load for about a second, so that a vendor's change shows
 * through it within about 2 s of the storefront showing it, and serves it stale for a bounded time
 * when no storefront replica answers. The storefront decides what may be kept and under which key; nginx
 * keeps an answer only when the key it made from the request is the one the storefront names here,
 * so a cookie or URL the two read differently is never kept.
 */

/** The answer's key as the storefront sees the request: `<location> <path and query>`. */
export const EDGE_KEY_HEADER = 'x-edge-key';
/** The key's location for pages that are the same in every location (products, stores). */
export const EVERY_LOCATION = '-';

/**
 * How long past its freshness a copy may be served while one request fetches the page again. The
 * others are served the copy meanwhile instead of all asking a replica at once; without it, a
 * replica slower than the copy's lifetime received every request (decision 060).
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 2;

/**
 * How long the edge (or a CDN) may serve a copy past its freshness when no storefront answers. nginx
 * drops a copy nobody has asked for in 10 minutes (scripts/edge.mjs), longer than this.
 */
export const STALE_IF_ERROR_SECONDS = 300;

/**
 * A public page load: fresh for a second (nginx counts whole seconds: it keeps the copy until the
 * second after the next one begins, under 2 s); then served only to the requests that arrive while
 * one of them fetches it again, and for five minutes while no replica answers. nginx reads it; a CDN
 * in front gets it as it is (docs/deploy.md).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=1, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;

/**
 * The key a page load may be kept under at the edge, or null when it may not: when its query
 * (`search`, with its `?`) is not the page's canonical query, in its order and with nothing else
 * (`?utm_source=...`). `location` is the location part (the cached route's location segment, or
 * EVERY_LOCATION); `canonical` the query that names the same page (null: the page takes none).
 *
 * Next hands the middleware the query spelt again (`%20` as `+`), so other spellings of a
 * canonical query get the same key here; nginx compares it with the URL as it was sent, and keeps
 * only the canonical spelling (URLSearchParams's, that of the list pages' own links). The spellings
 * of one page cannot fill the edge's disk.
 */
export function edgeKey(
  location: string,
  pathname: string,
  search: string,
  canonical: URLSearchParams | null,
): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query !== (canonical?.toString() ?? '')) return null;
  return `${location} ${pathname}${query ? `?${query}` : ''}`;
}

/** The header that lets the edge keep a page load under `key`. */
export function edgeHeaders(key: string): Record<string, string> {
  return { [EDGE_KEY_HEADER]: key };
}
