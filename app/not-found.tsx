import { StoreShell } from '@/components/layout/StoreShell';
import NotFoundMessage from './(store)/not-found';

export { metadata } from './(store)/not-found';

/**
 * The 404 page rendered into the HTML: for any path no route claims, and for a missing product,
 * which the middleware rewrites here (a missing store gets /vendor-not-found; bench/NOTES.md, "404
 * pages in the HTML"). Next renders it as its own route under the root layout only, so it draws
 * the shared header and footer itself.
 * A notFound() thrown while a page renders gives an HTML body that Next 16 leaves empty until the
 * browser has run the scripts (vercel/next.js#62228); this page shows its message at once, even
 * without JavaScript.
 */
export default function NotFound() {
  return (
    <StoreShell>
      <NotFoundMessage />
    </StoreShell>
  );
}
