import type { Metadata } from 'next';
import { isMarkedEmptyList } from '@/lib/server/catalog/list-check';
import { ShopPageContent } from '@/components/catalog/ListPages';
import { parseListQuery, type SearchParamsInput } from '@/lib/shared/catalog/list-query';
import { getLocation } from '@/lib/server/session';
import { listPageMetadata } from '@/lib/server/seo';
import { getSettings } from '@/lib/server/settings';

type Props = { searchParams: Promise<Exclude<SearchParamsInput, URLSearchParams | undefined>> };

const PATH = '/shop';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = parseListQuery(await searchParams, 'shop');
  const { siteName } = getSettings();
  // Filtered views are the same page to a search engine; only the page number is a new page.
  const canonical = page > 1 ? `${PATH}?page=${page}` : PATH;
  const title = page > 1 ? `Shop, page ${page}` : 'Shop';
  const description = `Shop grains, tubers, vegetables, fruit, livestock, fish and farm inputs from verified vendors across Nigeria on ${siteName}, priced in naira.`;
  return listPageMetadata({ title, description, canonical });
}

/**
 * Every product for the shopper's location, filtered, sorted and paged by the URL. This route
 * renders per request (it reads the location cookie) for client navigations; a page load is
 * rewritten by the middleware to the cached copy of its location and query (app/(store)/cached).
 */
export default async function ShopPage({ searchParams }: Props) {
  const query = parseListQuery(await searchParams, 'shop');
  return (
    <ShopPageContent
      query={query}
      location={await getLocation()}
      emptyList={await isMarkedEmptyList()}
    />
  );
}
