import type { GetServerSideProps, PageConfig } from 'next';
import { liteImage } from '@/components/lite/LiteCatalog';
import { LiteFailure, LiteLayout } from '@/components/lite/LiteLayout';
import { LiteList } from '@/components/lite/LiteList';
import styles from '@/components/lite/Lite.module.scss';
import { SellerRating, VerifiedMark } from '@/components/store/StoreCredentials';
import {
  activeFilters,
  defaultListQuery,
  parseListQuery,
  serializeListQuery,
  type ListQuery,
} from '@/lib/shared/catalog/list-query';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import { LITE_WIDTHS } from '@/lib/shared/lite-mode';
import { liteShell, queryValue, withQuery, type LiteShell } from '@/lib/server/lite/shell';
import {
  getStore,
  getStoreProducts,
  orFailure,
  type ProductList,
} from '@/lib/server/marketplace/lists';
import { isStoreBeingUpdated, type Store } from '@/lib/shared/catalog/mappers';
import { vendorHtmlToText } from '@/lib/server/sanitize';

/** Lite pages send no scripts (decision 047). */
export const config: PageConfig = { unstable_runtimeJS: false };

interface Props {
  shell: LiteShell;
  /** null when the marketplace could not be reached (the page says so, with a 503). */
  store: Store | null;
  about: string;
  query: ListQuery;
  list: ProductList | null;
  beingUpdated: boolean;
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const storeName = (queryValue(context.query.storeName) ?? '').trim();
  const pathname = vendorStorePath(storeName);
  let store: Store | null;
  try {
    store = await getStore(storeName);
  } catch (error) {
    console.error(`Lite store ${storeName}: failed`, error);
    const { shell } = liteShell(context, pathname);
    context.res.statusCode = 503;
    const query = defaultListQuery('store');
    return {
      props: { shell, store: null, about: '', query, list: null, beingUpdated: false },
    };
  }
  if (!store) return { notFound: true };
  const asked = parseListQuery(context.query, 'store');
  // A store still being set up lists its products read-only (as its full page does).
  const query = isStoreBeingUpdated(store)
    ? { ...defaultListQuery('store'), page: asked.page }
    : asked;
  const { shell } = liteShell(context, withQuery(pathname, serializeListQuery(query, 'store')));
  const list = await orFailure(
    getStoreProducts(store.storeName, query),
    `Lite store ${store.storeName}: products`,
  );
  return {
    props: {
      shell,
      store,
      about: vendorHtmlToText(store.description, 300),
      query,
      list,
      beingUpdated: isStoreBeingUpdated(store),
    },
  };
};

/** A vendor store's Lite copy: who they are, and their products with sort and pages. */
export default function LiteStorePage({ shell, store, about, query, list, beingUpdated }: Props) {
  if (!store) {
    return (
      <LiteFailure shell={shell} title="Vendor store" message="Failed to load store details" />
    );
  }
  const logo = store.logo
    ? liteImage(store.logo, `${store.storeName} logo`, {
        sizes: '64px',
        maxWidth: LITE_WIDTHS.thumbnail,
      })
    : null;
  return (
    <LiteLayout shell={shell} title={store.storeName} description={about || undefined}>
      <header className={styles.store}>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
          <img {...logo} alt={`${store.storeName} logo`} className={styles.storeLogo} />
        ) : null}
        <div>
          <h1 className={styles.title}>{store.storeName}</h1>
          <p className={styles.muted}>{store.tradingBusinessName}</p>
          {store.verified ? <VerifiedMark /> : null}
          <SellerRating rating={store.rating} />
        </div>
      </header>
      {about ? <p>{about}</p> : null}
      <LiteList
        kind="store"
        pathname={vendorStorePath(store.storeName)}
        query={query}
        list={list}
        readOnly={beingUpdated}
        emptyText={
          activeFilters(query, 'store').narrowed
            ? 'No products found'
            : 'No products available yet.'
        }
      />
    </LiteLayout>
  );
}
