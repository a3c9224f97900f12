import type { Metadata } from 'next';
import { ListHeader } from '@/components/catalog/ListHeader';
import listPage from '@/components/catalog/ListPage.module.scss';
import { ProductListView } from '@/components/catalog/ProductListView';
import { parseListQuery, type SearchParamsInput } from '@/lib/catalog/list-query';
import { getCategories, getShopProducts, orFailure } from '@/lib/marketplace/lists';
import { getLocation } from '@/lib/session';
import { listPageMetadata } from '@/lib/seo';
import { getSettings } from '@/lib/settings';

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
 * Every product for the shopper's location, filtered, sorted and paged by the URL. Rendered per
 * request (it reads the location cookie and the query); the API answers come from the data cache.
 */
export default async function ShopPage({ searchParams }: Props) {
  const query = parseListQuery(await searchParams, 'shop');
  const location = await getLocation();
  const [list, categories] = await Promise.all([
    orFailure(getShopProducts(query, location), 'Shop: products'),
    orFailure(getCategories(), 'Shop: categories'),
  ]);

  return (
    <main className={`container ${listPage.page}`}>
      <ListHeader title="Shop">
        Fresh produce, grains and farm inputs from verified vendors across Nigeria.
      </ListHeader>
      <ProductListView
        location={{ pathname: PATH, kind: 'shop' }}
        query={query}
        list={list}
        categories={categories ?? []}
        emptyText="No products found"
      />
    </main>
  );
}
