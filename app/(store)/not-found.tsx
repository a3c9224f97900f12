// The 404 of a notFound() under the (store) layout, which draws the header and footer around it.
// An unknown path gets the same message from app/not-found.tsx.
import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__message">The page you are looking for doesn&apos;t exist.</h1>
      <Link href="/" className="not-found__home">
        Go Back Home
      </Link>
    </main>
  );
}
