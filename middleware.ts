import { NextResponse, type NextRequest } from 'next/server';
import { isLoginRequired, isSignedOutOnly } from '@/lib/bff/protected-routes';
import { EMPTY_LIST_HEADER, isEmptyListPage } from '@/lib/catalog/list-check';
import {
  cachedListPage,
  canonicalListParams,
  isCachedPath,
  querySegment,
} from '@/lib/catalog/cached-path';
import { isStorePageLoadPath, storePageLoadPath } from '@/lib/catalog/store-path';
import { isLiteOnlyPath, isLiteRequest, LITE_COOKIE, litePagePath } from '@/lib/lite-mode';
import { LOCATION_COOKIE } from '@/lib/location';
import { sandboxPaymentPageOrigin } from '@/lib/marketplace/address';
import { checkPage } from '@/lib/not-found/page-check';
import {
  isRewriteOnlyPath,
  NOT_FOUND_PATH,
  notFoundPathFor,
  unavailablePathFor,
} from '@/lib/not-found/paths';
import { loginRedirectPath, safeRedirectPath } from '@/lib/redirect';
import { contentSecurityPolicy, FLUTTERWAVE_CHECKOUT_ORIGIN } from '@/lib/security-headers.mjs';
import { readRequestSession } from '@/lib/session';
import { getSettings } from '@/lib/settings';

/**
 * Login-required routes send a signed-out shopper to /login?redirect=<path and query>; /login and
 * /signup send a signed-in shopper on at once. "Signed in" here means only that the session cookie
 * decrypts: whether the API still accepts its token is the background check's job (SessionCheck).
 * Kept as middleware.ts on purpose (Next 16 calls it proxy.ts), on the Node.js runtime so that it
 * reads SESSION_SECRET at run time like the rest of the server.
 *
 * It also answers a page request for a missing product or store with the 404 page, server-rendered,
 * and one the API cannot answer for with a 503 (see answerPageLoad), renders a store page's page
 * load by its own route, and gives every page the Content-Security-Policy of the API it runs
 * against (see withPagePolicy).
 */
export async function middleware(request: NextRequest) {
  return withPagePolicy(await route(request));
}

async function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const loginRequired = isLoginRequired(pathname);
  const signedOutOnly = !loginRequired && isSignedOutOnly(pathname);
  if (!loginRequired && !signedOutOnly) return answerPageLoad(request);

  const { token } = await readRequestSession(request.cookies);
  if (loginRequired && !token) {
    return NextResponse.redirect(new URL(loginRedirectPath(`${pathname}${search}`), request.url));
  }
  if (signedOutOnly && token) {
    const wanted = safeRedirectPath(request.nextUrl.searchParams.get('redirect'));
    // Never back to /login or /signup themselves: that would loop.
    const next = isSignedOutOnly(new URL(wanted, request.url).pathname) ? '/' : wanted;
    return NextResponse.redirect(new URL(next, request.url));
  }
  return NextResponse.next();
}

/** Whether the shopper asks for Lite pages: the Lite cookie, else the browser's Save-Data. */
function isLite(request: NextRequest): boolean {
  return isLiteRequest(request.headers.get('save-data'), request.cookies.get(LITE_COOKIE)?.value);
}

/**
 * Caching by others (docs/decisions/033). Product and store pages are the same for everyone: a CDN
 * may keep them a minute and serve them stale for four more while it asks again (a vendor's change
 * reaches our own cache at once; a CDN's copy lags by at most that). Home, shop and search pages
 * depend on the location cookie: only the shopper's browser may keep them, and it asks again each
 * time. A 404 or 503 page is kept by nobody.
 */
const SHARED = 'public, s-maxage=60, stale-while-revalidate=240';
const BY_COOKIE = 'private, no-cache';
const NOT_CACHED = 'private, no-store';
const PRODUCT_PAGE = /^\/products\/[^/]+\/?$/;

/**
 * A product or store page whose product or store does not exist is answered with a 404 page
 * rendered into the HTML (the plain one, or the store's own message), where the page's own
 * notFound() would leave the body empty until the scripts ran (see app/not-found.tsx). One whose
 * check the API did not answer in time is answered at once with the page's failure state and a 503
 * (a search engine comes back later instead of dropping the page); a page known to exist is not
 * checked while the answer is fresh, so its cached HTML keeps serving while the API is down. A
 * store page that exists is rendered by its page-load route (lib/catalog/store-path.ts), the
 * address unchanged. Only document requests are checked: a client navigation (an RSC request)
 * already runs the scripts, and link prefetches should not cost an API call each.
 */
async function answerPageLoad(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (
    isRewriteOnlyPath(pathname) ||
    isStorePageLoadPath(pathname) ||
    isCachedPath(pathname) ||
    isLiteOnlyPath(pathname)
  ) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), {
      status: 404,
      headers: { 'cache-control': NOT_CACHED },
    });
  }
  if (request.headers.has('rsc')) return NextResponse.next();
  const lite = isLite(request);
  const listPage = cachedListPage(
    pathname,
    searchParams,
    request.cookies.get(LOCATION_COOKIE)?.value,
  );
  if (listPage && !lite) {
    // A list with nothing to show is rendered by the public route, per request, and not stored:
    // random search texts, categories and page numbers cannot fill the shared cache (decision 052).
    if (await isEmptyListPage(listPage)) {
      const headers = new Headers(request.headers);
      headers.set(EMPTY_LIST_HEADER, '1');
      return NextResponse.next({ request: { headers }, headers: { 'cache-control': BY_COOKIE } });
    }
    return NextResponse.rewrite(new URL(listPage.path, request.url), {
      headers: { 'cache-control': BY_COOKIE },
    });
  }
  const check = await checkPage(pathname);
  if (check?.problem === 'missing') {
    return NextResponse.rewrite(new URL(notFoundPathFor(check.page), request.url), {
      status: 404,
      headers: { 'cache-control': NOT_CACHED },
    });
  }
  if (check?.problem === 'unavailable') {
    return NextResponse.rewrite(new URL(unavailablePathFor(check.page), request.url), {
      status: 503,
      headers: { 'retry-after': '30', 'cache-control': NOT_CACHED },
    });
  }
  const liteCopy = lite ? litePagePath(pathname) : null;
  if (liteCopy) return liteRewrite(request, liteCopy);
  const storePageLoad = storePageLoadPath(
    pathname,
    querySegment(canonicalListParams(searchParams, 'store')),
  );
  if (storePageLoad) {
    return NextResponse.rewrite(new URL(storePageLoad, request.url), {
      headers: { 'cache-control': SHARED },
    });
  }
  // Only product pages are left that were checked (a page that exists).
  if (check === null && PRODUCT_PAGE.test(pathname)) {
    return NextResponse.next({ headers: { 'cache-control': SHARED } });
  }
  return NextResponse.next();
}

/**
 * A Lite request for a catalog page (home, shop, search, a product or a store that exists) gets the
 * page's Lite copy, a Pages Router page without scripts (decision 047), with the query kept. Only
 * the shopper's browser keeps it: the same address serves full pages to others.
 */
function liteRewrite(request: NextRequest, litePath: string) {
  const url = request.nextUrl.clone();
  url.pathname = litePath;
  return NextResponse.rewrite(url, { headers: { 'cache-control': BY_COOKIE } });
}

/**
 * next.config.mjs's CSP is fixed when the build is made; a page's is made here at run time, so that
 * its form-action names the sandbox payment page of the API this server talks to (decision 029).
 * It replaces the build's header; a cached page stays cached.
 */
function withPagePolicy(response: NextResponse) {
  const { production } = getSettings();
  const sandbox = sandboxPaymentPageOrigin();
  response.headers.set('Content-Security-Policy', pagePolicy(production, sandbox));
  return response;
}

// The policy is the same for every request while the settings are: built once per pair of them,
// not per request (it is on the path of every cached page).
const policies = new Map<string, string>();

function pagePolicy(production: boolean, sandbox: string | null | undefined): string {
  const key = `${production}|${sandbox ?? ''}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    const paymentOrigins = [FLUTTERWAVE_CHECKOUT_ORIGIN, ...(sandbox ? [sandbox] : [])];
    policy = contentSecurityPolicy({ paymentOrigins, development: !production });
    policies.set(key, policy);
  }
  return policy;
}

export const config = {
  runtime: 'nodejs',
  // Skip Next's own assets, the BFF, the image proxy and any path with a file extension, except
  // product and store pages: a store name may have a dot in it ("Mr. Bayo's Farm").
  matcher: [
    '/((?!_next/|api/|media/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)',
    '/products/:id',
    '/vendors/:storeName',
  ],
};
