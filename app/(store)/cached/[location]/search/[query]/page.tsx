import type { Metadata } from 'next';
import {
  CachedListPage,
  cachedListMetadata,
  type CachedListParams,
} from '@/components/catalog/ListPages';
import { generateMetadata as searchMetadata } from '../../../../search/page';

type Props = { params: CachedListParams };

// Rendered on first request for each location and query, then kept in Next's full-route cache
// until a tag it carries is dropped (docs/decisions/033).
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ location: string; query: string }[]> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cachedListMetadata(params, searchMetadata);
}

/** Search results for one location and query, reached only by the middleware's rewrite of `/search`. */
export default function CachedPage({ params }: Props) {
  return <CachedListPage kind="search" params={params} />;
}
