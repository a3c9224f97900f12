import type { Metadata } from 'next';
import { ShopPageContent } from '@/components/catalog/ListPages';
import { locationFromSegment, queryFromSegment } from '@/lib/shared/catalog/cached-path';
import { parseListQuery } from '@/lib/shared/catalog/list-query';
import { generateMetadata as shopMetadata } from '../../../../shop/page';

type Props = { params: Promise<{ location: string; query: string }> };

// Rendered on first request for each location and query, then kept in Next's full-route cache
// until a tag it carries is dropped (docs/decisions/033).
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ location: string; query: string }[]> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = queryFromSegment((await params).query);
  return shopMetadata({ searchParams: Promise.resolve(Object.fromEntries(query)) });
}

/** The shop for one location and query, reached only by the middleware's rewrite of `/shop`. */
export default async function CachedShopPage({ params }: Props) {
  const { location, query } = await params;
  return (
    <ShopPageContent
      query={parseListQuery(queryFromSegment(query), 'shop')}
      location={locationFromSegment(location)}
      cached
    />
  );
}
