import type { Metadata } from 'next';
import { SearchPageContent } from '@/components/catalog/ListPages';
import {
  locationFromSegment,
  queryFromSegment,
  searchText,
} from '@/lib/shared/catalog/cached-path';
import { parseListQuery } from '@/lib/shared/catalog/list-query';
import { generateMetadata as searchMetadata } from '../../../../search/page';

type Props = { params: Promise<{ location: string; query: string }> };

// Rendered on first request for each location and query, then kept in Next's full-route cache
// until a tag it carries is dropped (docs/decisions/033).
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ location: string; query: string }[]> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = queryFromSegment((await params).query);
  return searchMetadata({ searchParams: Promise.resolve(Object.fromEntries(query)) });
}

/** Search results for one location and query, reached only by the middleware's rewrite of `/search`. */
export default async function CachedSearchPage({ params }: Props) {
  const { location, query } = await params;
  const search = queryFromSegment(query);
  return (
    <SearchPageContent
      text={searchText(search)}
      query={parseListQuery(search, 'search')}
      location={locationFromSegment(location)}
      cached
    />
  );
}
