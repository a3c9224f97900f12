const SITE = 'http://storefront.invalid';

/** A path the browser resolves on this site: one leading slash, no backslash, no control character. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/**
 * Where a `redirect` parameter may lead: only a path on this site. Anything else (another host,
 * `//evil.example`, `https://...`, backslash tricks, control characters) falls back to `/`. The
 * answer is the normalised path, so the check is made again on it: dot segments can turn a path
 * into a host (`/x/..//evil.example` and `/%2e//evil.example` are `//evil.example`).
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !isSitePath(candidate)) return fallback;
  try {
    const url = new URL(candidate, SITE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === SITE && isSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/** The login page that brings the shopper back to `path` afterwards. */
export function loginRedirectPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirectPath(path))}`;
}

/**
 * The other sign-in page (login ↔ signup) with the same way back: a shopper who came to log in
 * from a product and creates an account instead still returns to the product. `/` needs no query.
 */
export function withRedirect(page: '/login' | '/signup', redirectTo: string): string {
  const path = safeRedirectPath(redirectTo);
  return path === '/' ? page : `${page}?redirect=${encodeURIComponent(path)}`;
}
