/**
 * The one list of what the storefront caches from the marketplace API, under which tags and for how
 * long. Catalog data is the same for every shopper and may be minutes old; anything that belongs to
 * a shopper (account, cart, saved items, orders) is never cached, so no tag is ever shared between
 * shoppers.
 */
export const CACHE_TAGS = {
  catalog: 'catalog',
  products: 'products',
  product: (id: string) => `product:${id}`,
  stores: 'stores',
  store: (storeName: string) => `store:${storeName.toLowerCase()}`,
  banners: 'banners',
  categories: 'categories',
  locations: 'locations',
} as const;

export interface SharedCachePolicy {
  kind: 'shared';
  /** Seconds before the cached answer is refreshed. */
  revalidate: number;
  tags: string[];
}

export interface PrivateCachePolicy {
  kind: 'private';
}

export type CachePolicy = SharedCachePolicy | PrivateCachePolicy;

function shared(revalidate: number, ...tags: string[]): SharedCachePolicy {
  return { kind: 'shared', revalidate, tags: [CACHE_TAGS.catalog, ...tags] };
}

export const CACHE = {
  /**
   * Product lists, search results and suggestions. The API drops their tags when a vendor changes
   * the catalog (POST /api/revalidate); the five minutes only bound what a missed call leaves.
   */
  catalog: shared(300, CACHE_TAGS.products),
  /**
   * One product's page and what is fetched only for it: not under `products`, so that a change to
   * one product (which drops `products`, the lists) leaves every other product's page cached.
   */
  product: (id: string) => shared(300, CACHE_TAGS.product(id)),
  /** Vendor store details. */
  stores: shared(300, CACHE_TAGS.stores),
  /**
   * Sliders and adverts change a few times a day. A banner that opens a product is left out while
   * the product cannot be bought (issue 38 part 5), so a product change (`products`) refreshes them.
   */
  banners: shared(600, CACHE_TAGS.banners, CACHE_TAGS.products),
  /** Categories and warehouse states change rarely. */
  reference: shared(3600, CACHE_TAGS.categories, CACHE_TAGS.locations),
  /** Account, cart, saved items, orders: never cached. */
  none: { kind: 'private' } satisfies PrivateCachePolicy,
} as const;

/** The same policy with extra tags, e.g. one product's tag so that it can be refreshed alone. */
export function withTags(policy: SharedCachePolicy, ...tags: string[]): SharedCachePolicy {
  return { ...policy, tags: [...policy.tags, ...tags] };
}

/** The fetch options that carry a policy into Next's data cache. */
export function fetchCacheOptions(policy: CachePolicy): Pick<RequestInit, 'cache' | 'next'> {
  if (policy.kind === 'private') return { cache: 'no-store' };
  return { next: { revalidate: policy.revalidate, tags: policy.tags } };
}
