import { NextResponse, type NextRequest } from 'next/server';
import { isLoginRequired, isSignedOutOnly } from '@/lib/bff/protected-routes';
import { isStorePageLoadPath, storePageLoadPath } from '@/lib/catalog/store-path';
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
  const { pathname, search } = request.nextUrl;
  if (isRewriteOnlyPath(pathname) || isStorePageLoadPath(pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });
  }
  if (request.headers.has('rsc')) return NextResponse.next();
  const check = await checkPage(pathname);
  if (check?.problem === 'missing') {
    return NextResponse.rewrite(new URL(notFoundPathFor(check.page), request.url), { status: 404 });
  }
  if (check?.problem === 'unavailable') {
    return NextResponse.rewrite(new URL(unavailablePathFor(check.page), request.url), {
      status: 503,
      headers: { 'retry-after': '30' },
    });
  }
  const storePageLoad = storePageLoadPath(pathname);
  if (storePageLoad) return NextResponse.rewrite(new URL(`${storePageLoad}${search}`, request.url));
  return NextResponse.next();
}

/**
 * next.config.mjs's CSP is fixed when the build is made; a page's is made here at run time, so that
 * its form-action names the sandbox payment page of the API this server talks to (decision 029).
 * It replaces the build's header; a cached page stays cached.
 */
function withPagePolicy(response: NextResponse) {
  const { production } = getSettings();
  const sandbox = sandboxPaymentPageOrigin();
  const paymentOrigins = [FLUTTERWAVE_CHECKOUT_ORIGIN, ...(sandbox ? [sandbox] : [])];
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ paymentOrigins, development: !production }),
  );
  return response;
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
