/**
 * Where a `redirect` parameter may lead: only a path on this site. Anything else (another host,
 * `//evil.example`, `https://...`, backslash tricks, control characters) falls back to `/`.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'http://storefront.invalid');
    if (url.origin !== 'http://storefront.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login page that brings the shopper back to `path` afterwards. */
export function loginRedirectPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirectPath(path))}`;
}
