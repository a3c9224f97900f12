/**
 * Whether a state-changing request may come from where its Origin header says. Browsers send
 * Origin with every cross-origin and same-origin POST, so a page on another site is refused; a
 * request without Origin (curl, a server) is no cross-site forgery and passes. `allowedHosts` are
 * the hosts this storefront answers on (the request's Host and the public SITE_URL's host).
 */
export function isAllowedOrigin(
  origin: string | null,
  allowedHosts: readonly (string | null | undefined)[],
): boolean {
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, file: pages) and anything unparsable.
    return false;
  }
  return allowedHosts.some((allowed) => allowed && allowed.toLowerCase() === host.toLowerCase());
}
