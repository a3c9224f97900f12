/** Which page the middleware found missing before rendering: it picks the 404 page's message. */
export type MissingPage = 'product' | 'store';

/**
 * A path no route can claim (folders starting with an underscore are private in app/): Next
 * renders app/not-found.tsx for it, into the HTML, with status 404.
 */
export const NOT_FOUND_PATH = '/_missing';

/**
 * The route that draws a missing store's own 404 message ("Vendor Store Not Found"). It is only
 * reached by the middleware's rewrite, which answers 404; a visit by this path gets the plain 404.
 */
export const STORE_NOT_FOUND_PATH = '/vendor-not-found';

export function notFoundPathFor(missing: MissingPage): string {
  return missing === 'store' ? STORE_NOT_FOUND_PATH : NOT_FOUND_PATH;
}
