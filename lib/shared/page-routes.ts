/**
 * Every page path a shopper can ask for, and what the storefront does with it: the route table
 * that middleware.ts reads. A public path is often rendered by a hidden route of its own (a page
 * load of /shop by app/(store)/cached/[location]/shop/[query]), and those hidden routes answer 404
 * when asked for by their own path. docs/architecture.md prints this table as the route map, with
 * each row's page and the files that render it (./route-map.ts; a unit test compares the two): a
 * newcomer looking for the file that renders a URL starts there.
 *
 * Pure data and string matching: the middleware, the service worker (which pages are kept for
 * reading offline), the Lite links and the unit tests all import it. The browser loads it with
 * every page (the Lite links), so the route map's words live apart, in ./route-map.ts.
 */

/** Where the middleware renders a request for the path. */
export type Rendering =
  /** The app route of the same path (app/(store)/about/page.tsx for /about). */
  | 'self'
  /**
   * Home, shop and search: a page load and a client navigation alike are rendered by the cached
   * route of the shopper's location and the list's query (lib/shared/catalog/cached-path.ts), kept in
   * Next's full-route cache; a list with nothing to show by the route of the same path, per
   * request, and never kept (decision 052).
   */
  | 'cached-list'
  /**
   * A product page: a page load is first checked with the API (one cached call), so that a missing
   * product gets the 404 page in the HTML and an API that does not answer gets the 503 page at once.
   */
  | 'checked'
  /**
   * A store page: checked like a product page, then rendered by the store's page-load route
   * (app/(store)/vendors/[storeName]/page-load/[query]), kept per store and query.
   */
  | 'checked-store'
  /** Internal routes and Lite copies: only the middleware's rewrites reach them; asked for by their own path, 404. */
  | 'hidden';

/**
 * Who may keep the answer (docs/decisions/033, 060): `shared` the edge and a CDN may keep it a
 * second (lib/shared/edge-cache.ts); `by-location` the edge may keep it a second under the shopper's
 * location, and tells browsers and CDNs `by-cookie`; `by-cookie` only the shopper's browser, asking
 * again each time (the page depends on a cookie); `not-cached` nobody; `next` whatever Next.js says
 * for the route.
 */
export type CachePolicy = 'shared' | 'by-location' | 'by-cookie' | 'not-cached' | 'next';

/** Who may open it: `login-required` sends a signed-out shopper to /login?redirect=<path>. */
export type Access = 'public' | 'login-required' | 'signed-out-only';

export interface PageRoute {
  /** The public path pattern, as the route map shows it (and names the row's words there). */
  path: string;
  /** Whether a pathname (trailing slash removed) is this route. */
  matches: (pathname: string) => boolean;
  rendering: Rendering;
  /**
   * Applies to page loads; a client navigation's payload gets Next's own header (a list's, by-cookie:
   * its payload depends on the location too).
   */
  cache: CachePolicy;
  /** A Lite request (the Lite cookie or Save-Data) is rendered by this Pages Router copy. */
  lite: string | null;
  access: Access;
  /** The service worker keeps it to be read offline (decision 044). */
  offline: boolean;
}

/** The Lite copies live under this path (pages/lite), reached only by the middleware's rewrite. */
export const LITE_PREFIX = '/lite';
/** The cached home, shop and search routes (app/(store)/cached). */
export const CACHED_PREFIX = '/cached';
/** The store page's page-load segment (app/(store)/vendors/[storeName]/page-load). */
export const PAGE_LOAD_SEGMENT = 'page-load';
/**
 * A path no route can claim (folders starting with an underscore are private in app/): Next renders
 * app/not-found.tsx for it, into the HTML, with status 404.
 */
export const NOT_FOUND_PATH = '/_page-not-found';
/** A missing store's own 404 message ("Vendor Store Not Found"). */
export const STORE_NOT_FOUND_PATH = '/vendor-not-found';
/** A product's or store's page-load failure while the API is down, answered 503. */
export const PRODUCT_UNAVAILABLE_PATH = '/product-unavailable';
export const STORE_UNAVAILABLE_PATH = '/vendor-unavailable';

/** Which page the middleware checked before rendering: it picks the 404 or 503 page's message. */
export type CheckedPage = 'product' | 'store';

/** The hidden route of a checked page whose product or store does not exist (answered 404). */
export function notFoundPathFor(page: CheckedPage): string {
  return page === 'store' ? STORE_NOT_FOUND_PATH : NOT_FOUND_PATH;
}

/** The hidden route of a checked page the API did not answer for in time (answered 503). */
export function unavailablePathFor(page: CheckedPage): string {
  return page === 'store' ? STORE_UNAVAILABLE_PATH : PRODUCT_UNAVAILABLE_PATH;
}

/** The login-required sections of the spec's route table: the section and anything under it. */
const LOGIN_SECTIONS = [
  '/checkout',
  '/banking',
  '/transactions',
  '/review',
  '/settings',
  '/change-password',
  '/saved-items',
  '/orders',
  '/manage-account',
  '/become-supplier',
  '/support',
];

/** The signed-in sections' row, and the hidden routes' row, as the route map names them. */
export const SIGNED_IN_PATHS = LOGIN_SECTIONS.map((section) => `${section}(/…)`).join(', ');
export const HIDDEN_PATHS = `${CACHED_PREFIX}/…, /vendors/:storeName/${PAGE_LOAD_SEGMENT}/…, ${LITE_PREFIX}/…, ${STORE_NOT_FOUND_PATH}, ${PRODUCT_UNAVAILABLE_PATH}, ${STORE_UNAVAILABLE_PATH}`;

const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);
const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
const pattern = (regex: RegExp) => (pathname: string) => regex.test(pathname);

const PRODUCT_PAGE = /^\/products\/[^/]+$/;
const STORE_PAGE = /^\/vendors\/[^/]+$/;
const PAY_LINK_PAGE = /^\/pay\/[^/]+$/;
const SHARED_CART = /^\/cart\/shared\/[^/]+$/;
const TRACKING_PAGE = /^\/track\/[^/]+$/;
const STORE_PAGE_LOAD = new RegExp(`^/vendors/[^/]+/${PAGE_LOAD_SEGMENT}(/.*)?$`);

/**
 * The table, first match wins. Paths the table does not name (about, cart, contact...) are
 * `OTHER_PAGE`: rendered by their own route, Next's caching, public.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    matches: exactly('/'),
    rendering: 'cached-list',
    cache: 'by-location',
    lite: LITE_PREFIX,
    access: 'public',
    offline: true,
  },
  {
    path: '/shop',
    matches: exactly('/shop'),
    rendering: 'cached-list',
    cache: 'by-location',
    lite: `${LITE_PREFIX}/shop`,
    access: 'public',
    offline: true,
  },
  {
    path: '/search',
    matches: exactly('/search'),
    rendering: 'cached-list',
    cache: 'by-location',
    lite: `${LITE_PREFIX}/search`,
    access: 'public',
    offline: true,
  },
  {
    path: '/products/:id',
    matches: (pathname) => PRODUCT_PAGE.test(pathname) && pathname !== '/products/all-products',
    rendering: 'checked',
    cache: 'shared',
    lite: `${LITE_PREFIX}/products/:id`,
    access: 'public',
    offline: true,
  },
  {
    path: '/vendors/:storeName',
    matches: pattern(STORE_PAGE),
    rendering: 'checked-store',
    cache: 'shared',
    lite: `${LITE_PREFIX}/vendors/:storeName`,
    access: 'public',
    offline: true,
  },
  {
    path: '/products, /products/all-products',
    matches: exactly('/products', '/products/all-products'),
    rendering: 'self',
    cache: 'next',
    lite: null,
    access: 'login-required',
    offline: false,
  },
  {
    path: SIGNED_IN_PATHS,
    matches: (pathname) => LOGIN_SECTIONS.some((section) => under(section)(pathname)),
    rendering: 'self',
    cache: 'next',
    lite: null,
    access: 'login-required',
    offline: false,
  },
  {
    path: '/cart/share, /cart/shared/:token',
    matches: (pathname) => pathname === '/cart/share' || SHARED_CART.test(pathname),
    rendering: 'self',
    cache: 'not-cached',
    lite: null,
    access: 'public',
    offline: false,
  },
  {
    path: '/track/:token',
    matches: pattern(TRACKING_PAGE),
    rendering: 'self',
    cache: 'not-cached',
    lite: null,
    access: 'public',
    offline: false,
  },
  {
    path: '/login, /signup',
    matches: exactly('/login', '/signup'),
    rendering: 'self',
    cache: 'next',
    lite: null,
    access: 'signed-out-only',
    offline: false,
  },
  {
    path: '/pay/:token',
    matches: pattern(PAY_LINK_PAGE),
    rendering: 'self',
    // One order's page: no CDN, nginx or browser cache may keep it for the next holder of a link.
    cache: 'not-cached',
    lite: null,
    access: 'public',
    offline: false,
  },
  {
    path: HIDDEN_PATHS,
    matches: (pathname) =>
      under(CACHED_PREFIX)(pathname) ||
      STORE_PAGE_LOAD.test(pathname) ||
      under(LITE_PREFIX)(pathname) ||
      [STORE_NOT_FOUND_PATH, PRODUCT_UNAVAILABLE_PATH, STORE_UNAVAILABLE_PATH].includes(pathname),
    rendering: 'hidden',
    cache: 'not-cached',
    lite: null,
    access: 'public',
    offline: false,
  },
];

/** Any page the table does not name. */
export const OTHER_PAGE: PageRoute = {
  path: 'anything else',
  matches: () => true,
  rendering: 'self',
  cache: 'next',
  lite: null,
  access: 'public',
  offline: false,
};

/** The path as the table matches it: one trailing slash off (but "/" stays). */
export function tablePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route of a pathname (as sent, still percent-encoded). */
export function routeOf(pathname: string): PageRoute {
  const path = tablePath(pathname);
  return PAGE_ROUTES.find((route) => route.matches(path)) ?? OTHER_PAGE;
}

export function isLoginRequired(pathname: string): boolean {
  return routeOf(pathname).access === 'login-required';
}

export function isSignedOutOnly(pathname: string): boolean {
  return routeOf(pathname).access === 'signed-out-only';
}

/** Whether the service worker keeps the page for reading offline. */
export function isReadablePage(pathname: string): boolean {
  return routeOf(pathname).offline;
}

/** The internal path of a page's Lite copy, or null for a page that has none (cart, account...). */
export function litePagePath(pathname: string): string | null {
  if (routeOf(pathname).lite === null) return null;
  const path = tablePath(pathname);
  return path === '/' ? LITE_PREFIX : `${LITE_PREFIX}${path}`;
}
