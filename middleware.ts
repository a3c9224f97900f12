import { NextResponse, type NextRequest } from 'next/server';
import { isLoginRequired, isSignedOutOnly } from '@/lib/bff/protected-routes';
import { loginRedirectPath, safeRedirectPath } from '@/lib/redirect';
import { readRequestSession } from '@/lib/session';

/**
 * Login-required routes send a signed-out shopper to /login?redirect=<path and query>; /login and
 * /signup send a signed-in shopper on at once. "Signed in" here means only that the session cookie
 * decrypts: whether the API still accepts its token is the background check's job (SessionCheck).
 * Kept as middleware.ts on purpose (Next 16 calls it proxy.ts), on the Node.js runtime so that it
 * reads SESSION_SECRET at run time like the rest of the server.
 */
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const loginRequired = isLoginRequired(pathname);
  const signedOutOnly = !loginRequired && isSignedOutOnly(pathname);
  if (!loginRequired && !signedOutOnly) return NextResponse.next();

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

export const config = {
  runtime: 'nodejs',
  // Skip Next's own assets, the BFF, the image proxy and any path with a file extension.
  matcher: ['/((?!_next/|api/|media/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
