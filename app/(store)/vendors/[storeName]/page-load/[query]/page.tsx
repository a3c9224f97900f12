import type { Metadata } from 'next';
import { queryFromSegment } from '@/lib/shared/catalog/cached-path';
import VendorStorePage, { generateMetadata as storeMetadata } from '../../(navigation)/page';

type Props = { params: Promise<{ storeName: string; query: string }> };

/**
 * The store page for a page load, reached only by the middleware's rewrite of /vendors/{storeName}
 * (lib/shared/catalog/store-path.ts): the same page as (navigation)/page.tsx without its loading.tsx, so
 * that the server renders the product list in place instead of streaming it behind the skeleton
 * (bench/NOTES.md, "Store page first paint"). Its address stays /vendors/{storeName}; client navigations, filters and pages
 * then use the (navigation) route and its skeleton. The list's query is a path segment, so that the
 * page is rendered once per store and query and kept in Next's full-route cache until its store's
 * or the products' tag is dropped (docs/decisions/033).
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ storeName: string; query: string }[]> {
  return [];
}

function pageProps(params: Props['params']) {
  return {
    params: params.then(({ storeName }) => ({ storeName })),
    searchParams: params.then(({ query }) => Object.fromEntries(queryFromSegment(query))),
  };
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeMetadata(pageProps(params));
}

export default function CachedVendorStorePage({ params }: Props) {
  return VendorStorePage(pageProps(params));
}
