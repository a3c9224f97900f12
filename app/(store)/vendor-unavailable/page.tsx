import type { Metadata } from 'next';
import { PageLoadFailure } from '@/components/layout/PageLoadFailure';

// Rendered per request (it calls no API): a prerendered page would go out with a year-long
// s-maxage, and a CDN must not keep a 503 for a page that works again in a minute.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Vendor Store', robots: { index: false } };

/**
 * A store page while the marketplace API is down, reached only through the middleware's rewrite,
 * which answers 503 (the route table, lib/shared/page-routes.ts). The text is the store layout's own failure state.
 */
export default function VendorUnavailablePage() {
  return <PageLoadFailure message="Failed to load store details" />;
}
