import type { Metadata } from 'next';
import { isMarkedEmptyList } from '@/lib/server/catalog/list-check';
import { SearchPageContent } from '@/components/catalog/ListPages';
import { searchText } from '@/lib/shared/catalog/cached-path';
import { parseListQuery, type SearchParamsInput } from '@/lib/shared/catalog/list-query';
import { getLocation } from '@/lib/server/session';
import { listPageMetadata } from '@/lib/server/seo';
import { getSettings } from '@/lib/server/settings';

type Props = { searchParams: Promise<Exclude<SearchParamsInput, URLSearchParams | undefined>> };

const PATH = '/search';

function canonicalPath(text: string, page: number): string {
  const params = new URLSearchParams();
  if (text) params.set('query', text);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const text = searchText(params);
  const { page } = parseListQuery(params, 'search');
  const { siteName } = getSettings();
  const title = text ? `Search results for "${text}"` : 'All products';
  const description = text
    ? `Products matching "${text}" from verified vendors across Nigeria on ${siteName}, priced in naira.`
    : `Every product from verified vendors across Nigeria on ${siteName}, priced in naira.`;
  const canonical = canonicalPath(text, page);
  return listPageMetadata({ title, description, canonical });
}

/**
 * Search results for `?query=`, with the shop's filters, sorts and pages; no text lists everything.
 * Per request for client navigations; a page load is rewritten by the middleware to the cached copy
 * of its location and query (app/(store)/cached).
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = parseListQuery(params, 'search');
  return (
    <SearchPageContent
      text={searchText(params)}
      query={query}
      location={await getLocation()}
      emptyList={await isMarkedEmptyList()}
    />
  );
}
