import type { Metadata } from 'next';
import {
  CachedListPage,
  cachedListMetadata,
  type CachedListParams,
} from '@/components/catalog/ListPages';
import { generateMetadata as shopMetadata } from '../../../../shop/page';

type Props = { params: CachedListParams };

// Rendered on first request for each location and query, then kept in Next's full-route cache
// until a tag it carries is dropped (docs/decisions/033).
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ location: string; query: string }[]> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return cachedListMetadata(params, shopMetadata);
}

/** The shop for one location and query, reached only by the middleware's rewrite of `/shop`. */
export default function CachedPage({ params }: Props) {
  return <CachedListPage kind="shop" params={params} />;
}
