import { NextResponse, type NextRequest } from 'next/server';
import { EMPTY_LIST_HEADER, isEmptyListPage } from '@/lib/server/catalog/list-check';
import {
  cachedListPage,
  canonicalListParams,
  querySegment,
} from '@/lib/shared/catalog/cached-path';
import { storePageLoadPath } from '@/lib/shared/catalog/store-path';
import {
  edgeHeaders,
  edgeKey,
  EVERY_LOCATION,
  PUBLIC_PAGE_CACHE_CONTROL,
} from '@/lib/shared/edge-cache';
import { isLiteRequest } from '@/lib/shared/lite-mode';
import { sandboxPaymentPageOrigin } from '@/lib/server/marketplace/address';
import { checkPage } from '@/lib/server/not-found/page-check';
import { loginRedirectPath, safeRedirectPath } from '@/lib/shared/redirect';
import {
  contentSecurityPolicy,
  FLUTTERWAVE_CHECKOUT_ORIGIN,
} from '@/lib/server/security-headers.mjs';
import { readRequestSession } from '@/lib/server/session';
import { getSettings } from '@/lib/server/settings';
import {
  litePagePath,
  NOT_FOUND_PATH,
  notFoundPathFor,
  routeOf,
  unavailablePathFor,
  type CachePolicy,
  type PageRoute,
} from '@/lib/shared/page-routes';
import { COOKIES } from '@/lib/shared/cookies';

/**
 * The storefront's routing: a reader of the route table (lib/shared/page-routes.ts), which says for
 * every public path what renders it, who may keep the answer, its Lite copy and who may open it.
 * Kept as middleware.ts on purpose (Next 16 calls it proxy.ts), on the Node.js runtime so that it
 * reads SESSION_SECRET at run time like the rest of the server. It also gives every page the
 * Content-Security-Policy of the API it runs against (see withPagePolicy).
 *
 * The router's own requests (prefetches and RSC payloads) come through here like page loads and
 * are rewritten the same way: Next strips its RSC headers before middleware runs, and answers the
 * rewritten route's payload to the address the browser asked for.
 */
export async function middleware(request: NextRequest) {
  return withPagePolicy(await answer(request, routeOf(request.nextUrl.pathname)));
}

async function answer(request: NextRequest, route: PageRoute) {
  if (route.access === 'public') return render(request, route);
  // "Signed in" here means only that the session cookie decrypts: whether the API still accepts
  // its token is the background check's job (SessionCheck).
  const { pathname, search } = request.nextUrl;
  const { token } = await readRequestSession(request.cookies);
  if (route.access === 'login-required' && !token) {
    return NextResponse.redirect(new URL(loginRedirectPath(`${pathname}${search}`), request.url));
  }
  if (route.access === 'signed-out-only' && token) {
    const wanted = safeRedirectPath(request.nextUrl.searchParams.get('redirect'));
    // Never back to /login or /signup themselves: that would loop.
    const next = routeOf(new URL(wanted, request.url).pathname).access === 'signed-out-only';
    return NextResponse.redirect(new URL(next ? '/' : wanted, request.url));
  }
  return NextResponse.next();
}

/** Whether the shopper asks for Lite pages: the Lite cookie, else the browser's Save-Data. */
function isLite(request: NextRequest): boolean {
  return isLiteRequest(
    request.headers.get('save-data'),
    request.cookies.get(COOKIES.lite.name)?.value,
  );
}

/**
 * A page load (a document the browser navigates to), as opposed to the router's fetch of a payload
 * or a prefetch, which a browser sends with Sec-Fetch-Dest: empty. A client without the header (a
 * crawler, curl) is taken as loading the page.
 */
function isPageLoad(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

/**
 * The route table's cache policies as Cache-Control (docs/decisions/033, 060). A `by-location` page
 * is public to the edge, which keeps it under the shopper's location and tells browsers and CDNs
 * `private, no-cache` instead (deploy/nginx/).
 */
const CACHE_CONTROL: Record<Exclude<CachePolicy, 'next'>, string> = {
  shared: PUBLIC_PAGE_CACHE_CONTROL,
  'by-location': PUBLIC_PAGE_CACHE_CONTROL,
  'by-cookie': 'private, no-cache',
  'not-cached': 'private, no-store',
};

/**
 * A page load's headers: its Cache-Control and, for a page the edge may keep, the key it may keep
 * it under (lib/shared/edge-cache.ts). A page load whose URL is not one of its page's canonical
 * spellings (`?utm_source=...`, `%47rains`) is answered as usual and kept by no shared cache: with
 * `by-cookie`, so that a CDN keying by URL does not keep it either.
 */
function cacheHeaders(policy: CachePolicy, key?: string | null): Record<string, string> {
  if (policy === 'next') return {};
  const sharedPolicy = policy === 'shared' || policy === 'by-location';
  if (sharedPolicy && !key) return { 'cache-control': CACHE_CONTROL['by-cookie'] };
  return { 'cache-control': CACHE_CONTROL[policy], ...(key ? edgeHeaders(key) : {}) };
}

function rewrite(
  request: NextRequest,
  path: string,
  policy: CachePolicy,
  { status, key }: { status?: number; key?: string | null } = {},
) {
  return NextResponse.rewrite(new URL(path, request.url), {
    status,
    headers: cacheHeaders(policy, key),
  });
}

/** The edge's key of a page load, or null (see edgeKey). */
function keyOf(request: NextRequest, location: string, canonical: URLSearchParams | null) {
  const { pathname, search } = request.nextUrl;
  return edgeKey(location, pathname, search, canonical);
}

/** A public path, rendered as its row of the route table says. */
async function render(request: NextRequest, route: PageRoute) {
  const { pathname, searchParams } = request.nextUrl;
  if (route.rendering === 'hidden') {
    return rewrite(request, NOT_FOUND_PATH, route.cache, { status: 404 });
  }
  const lite = isLite(request) ? litePagePath(pathname) : null;

  if (route.rendering === 'cached-list' && !lite) {
    const listPage = cachedListPage(
      pathname,
      searchParams,
      request.cookies.get(COOKIES.location.name)?.value,
    )!;
    // A list with nothing to show is rendered by the public route, per request, and not stored:
    // random search texts, categories and page numbers cannot fill the shared cache (decision 052).
    // Nor the edge's: it keeps only what the cached route renders.
    if (await isEmptyListPage(listPage)) {
      const headers = new Headers(request.headers);
      headers.set(EMPTY_LIST_HEADER, '1');
      return NextResponse.next({ request: { headers }, headers: cacheHeaders('by-cookie') });
    }
    if (!isPageLoad(request)) return rewrite(request, listPage.path, 'by-cookie');
    const key = keyOf(request, listPage.segment, listPage.canonical);
    return rewrite(request, listPage.path, route.cache, { key });
  }

  const checked = route.rendering === 'checked' || route.rendering === 'checked-store';
  if (checked && isPageLoad(request)) {
    // A missing product or store gets the 404 page rendered into the HTML (the plain one, or the
    // store's own message), where the page's own notFound() would leave the body empty until the
    // scripts ran (see app/not-found.tsx). One whose check the API did not answer in time gets the
    // page's failure state at once with a 503, so that a search engine comes back later. A page
    // known to exist is not checked while the answer is fresh, so its cached HTML keeps serving
    // while the API is down. A client navigation already runs the scripts, and a prefetch should
    // not cost an API call: neither is checked.
    const check = await checkPage(pathname);
    if (check?.problem === 'missing') {
      return rewrite(request, notFoundPathFor(check.page), 'not-cached', { status: 404 });
    }
    if (check?.problem === 'unavailable') {
      const response = rewrite(request, unavailablePathFor(check.page), 'not-cached', {
        status: 503,
      });
      response.headers.set('retry-after', '30');
      return response;
    }
  }
  if (lite) return liteRewrite(request, lite);
  if (route.rendering === 'checked-store') {
    const canonical = canonicalListParams(searchParams, 'store');
    const path = storePageLoadPath(pathname, querySegment(canonical));
    if (!isPageLoad(request)) return rewrite(request, path!, 'next');
    const key = keyOf(request, EVERY_LOCATION, canonical);
    return rewrite(request, path!, route.cache, { key });
  }
  if (!isPageLoad(request)) return NextResponse.next();
  const key = route.cache === 'shared' ? keyOf(request, EVERY_LOCATION, null) : null;
  return NextResponse.next({ headers: cacheHeaders(route.cache, key) });
}

/**
 * A Lite request for a catalog page (home, shop, search, a product or a store that exists) gets the
 * page's Lite copy, a Pages Router page without scripts (decision 047), with the query kept. Only
 * the shopper's browser keeps it: the same address serves full pages to others.
 */
function liteRewrite(request: NextRequest, litePath: string) {
  const url = request.nextUrl.clone();
  url.pathname = litePath;
  return NextResponse.rewrite(url, { headers: cacheHeaders('by-cookie') });
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
