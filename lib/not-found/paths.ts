/** Which page the middleware checked before rendering: it picks the 404 or 503 page's message. */
export type CheckedPage = 'product' | 'store';

/**
 * A path no route can claim (folders starting with an underscore are private in app/): Next
 * renders app/not-found.tsx for it, into the HTML, with status 404.
 */
export const NOT_FOUND_PATH = '/_page-not-found';

/**
 * The route that draws a missing store's own 404 message ("Vendor Store Not Found"). It is only
 * reached by the middleware's rewrite, which answers 404; a visit by this path gets the plain 404.
 */
export const STORE_NOT_FOUND_PATH = '/vendor-not-found';

/**
 * The routes that draw a product's or store's page-load failure while the marketplace API is
 * down, reached only by the middleware's rewrite, which answers 503 (a visit by these paths gets
 * the plain 404).
 */
export const PRODUCT_UNAVAILABLE_PATH = '/product-unavailable';
export const STORE_UNAVAILABLE_PATH = '/vendor-unavailable';

/** Routes that only the middleware's rewrites may show. */
export function isRewriteOnlyPath(pathname: string): boolean {
  return [STORE_NOT_FOUND_PATH, PRODUCT_UNAVAILABLE_PATH, STORE_UNAVAILABLE_PATH].includes(
    pathname.replace(/\/$/, ''),
  );
}

export function notFoundPathFor(page: CheckedPage): string {
  return page === 'store' ? STORE_NOT_FOUND_PATH : NOT_FOUND_PATH;
}

export function unavailablePathFor(page: CheckedPage): string {
  return page === 'store' ? STORE_UNAVAILABLE_PATH : PRODUCT_UNAVAILABLE_PATH;
}
