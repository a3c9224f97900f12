import type { Metadata } from 'next';
import { ListHeader } from '@/components/catalog/ListHeader';
import listPage from '@/components/catalog/ListPage.module.scss';
import { ProductListView } from '@/components/catalog/ProductListView';
import { firstParam, parseListQuery, type SearchParamsInput } from '@/lib/catalog/list-query';
import { getCategories, orFailure, searchProducts } from '@/lib/marketplace/lists';
import { getLocation } from '@/lib/session';
import { listPageMetadata } from '@/lib/seo';
import { getSettings } from '@/lib/settings';

type Props = { searchParams: Promise<Exclude<SearchParamsInput, URLSearchParams | undefined>> };

const PATH = '/search';
/** The API takes at most 200 characters of search text. */
const MAX_QUERY_LENGTH = 200;

function searchText(params: SearchParamsInput): string {
  return (firstParam(params, 'query') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

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

/** Search results for `?query=`, with the shop's filters, sorts and pages; no text lists everything. */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const text = searchText(params);
  const query = parseListQuery(params, 'search');
  const location = await getLocation();
  const [list, categories] = await Promise.all([
    orFailure(searchProducts(text, query, location), 'Search: products'),
    orFailure(getCategories(), 'Search: categories'),
  ]);

  return (
    <main className={`container ${listPage.page}`}>
      <ListHeader title={text ? `Search Results for "${text}"` : 'All products'} />
      <ProductListView
        location={{ pathname: PATH, kind: 'search', base: text ? { query: text } : {} }}
        query={query}
        list={list}
        categories={categories ?? []}
        emptyText="No products found for your search."
      />
    </main>
  );
}
