import { NextResponse } from 'next/server';

/**
 * Pass-through for now; the accounts issue sends signed-out shoppers on login-required routes to
 * /login?redirect=<path> here. Kept as middleware.ts on purpose (Next 16 calls it proxy.ts).
 */
export function middleware() {
  return NextResponse.next();
}

export const config = {
  // Skip Next's own assets, the image proxy and any path with a file extension (public files).
  matcher: ['/((?!_next/|media/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
