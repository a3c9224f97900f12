import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductListView } from '@/components/catalog/ProductListView';
import {
  activeFilters,
  defaultListQuery,
  parseListQuery,
  type SearchParamsInput,
} from '@/lib/shared/catalog/list-query';
import { storeNameFromSegment, vendorStorePath } from '@/lib/shared/catalog/store-path';
import {
  getCategories,
  getStore,
  getStoreProducts,
  orFailure,
} from '@/lib/server/marketplace/lists';
import { isStoreBeingUpdated, type Store } from '@/lib/shared/catalog/mappers';
import { vendorHtmlToText } from '@/lib/server/sanitize';
import { storePreviewImage } from '@/lib/server/og/metadata';
import { getSettings } from '@/lib/server/settings';

type Props = {
  params: Promise<{ storeName: string }>;
  searchParams: Promise<Exclude<SearchParamsInput, URLSearchParams | undefined>>;
};

async function storeOf(params: Props['params']): Promise<Store | null> {
  return getStore(storeNameFromSegment((await params).storeName));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const store = await storeOf(params).catch(() => null);
  if (!store) return { title: 'Vendor Store Not Found', robots: { index: false } };
  const { siteName } = getSettings();
  const { page } = parseListQuery(await searchParams, 'store');
  const path = vendorStorePath(store.storeName);
  const canonical = page > 1 ? `${path}?page=${page}` : path;
  const description =
    vendorHtmlToText(store.description) ||
    `Shop ${store.storeName} (${store.tradingBusinessName}) on ${siteName}.`;
  const image = await storePreviewImage(store.storeName);
  return {
    title: store.storeName,
    description,
    alternates: { canonical },
    openGraph: {
      title: `${store.storeName} | ${siteName}`,
      description,
      url: canonical,
      type: 'website',
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: `${store.storeName} | ${siteName}`,
      description,
      // With its alt text, like the OpenGraph image (twitter:image:alt).
      images: image ? [image] : undefined,
    },
  };
}

/**
 * A vendor's store: its products with the shared filters, under the header the layout renders.
 * A Live store without a cover photo is still being set up: its products read-only.
 */
export default async function VendorStorePage({ params, searchParams }: Props) {
  const store = await storeOf(params);
  if (!store) notFound();
  const query = parseListQuery(await searchParams, 'store');
  const location = { pathname: vendorStorePath(store.storeName), kind: 'store' as const };

  if (isStoreBeingUpdated(store)) {
    const readOnlyQuery = { ...defaultListQuery('store'), page: query.page };
    const list = await orFailure(
      getStoreProducts(store.storeName, readOnlyQuery),
      `Store ${store.storeName}: products`,
    );
    return (
      <ProductListView
        location={location}
        query={readOnlyQuery}
        list={list}
        categories={[]}
        emptyText="No products available yet."
        readOnly
      />
    );
  }

  const [list, categories] = await Promise.all([
    orFailure(getStoreProducts(store.storeName, query), `Store ${store.storeName}: products`),
    orFailure(getCategories(), `Store ${store.storeName}: categories`),
  ]);
  return (
    <ProductListView
      location={location}
      query={query}
      list={list}
      categories={categories ?? []}
      // The banner is the largest image here and the grid starts below the fold.
      eagerCards={0}
      emptyText={
        activeFilters(query, 'store').narrowed ? 'No products found' : 'No products available yet.'
      }
    />
  );
}
