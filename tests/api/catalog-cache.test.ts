import { eq } from 'drizzle-orm';
import { productListResponse, searchResponse } from '@/lib/contract';
import { catalogVersion, categories, products, vendors, warehouses } from '@/marketplace/db/schema';
import { getError, getJson, query, withFixtureMarketplace } from './catalog-helpers';
import { ids, visible } from './fixtures';

/**
 * Totals, warehouse states, suggestions and list pages are kept until the catalog changes
 * (decisions 003 and 014).
 * These tests change the catalog between requests, so they have a database of their own.
 */
jest.setTimeout(60_000);

const catalog = withFixtureMarketplace();

const API = '/api/customer';
const shop = (params: Parameters<typeof query>[0] = {}) =>
  getJson(
    catalog.market,
    `${API}/shop/products${query({ limit: 100, ...params })}`,
    productListResponse,
  );
const suggest = (text: string) =>
  getJson(catalog.market, `${API}/search${query({ query: text })}`, searchResponse);

async function version(): Promise<number> {
  const [row] = await catalog.market.db.select().from(catalogVersion);
  return row.version;
}

it('counts every write to the catalog', async () => {
  const before = await version();
  await catalog.market.db
    .update(products)
    .set({ quantity: 99 })
    .where(eq(products.id, catalog.fixture.products[0].id));
  expect(await version()).toBe(before + 1);
});

it('drops a store from kept totals and suggestions the moment it is hidden', async () => {
  const storeName = 'Mama Ngozi Farms';
  const theirs = visible(catalog.fixture).filter((product) => product.store === storeName);
  // Ask twice, so that the answers are kept.
  for (let i = 0; i < 2; i++) {
    expect((await shop()).totalProducts).toBe(visible(catalog.fixture).length);
    expect((await suggest('ngozi')).stores.map((store) => store.storeName)).toEqual([storeName]);
  }

  await catalog.market.db
    .update(vendors)
    .set({ storeStatus: 'Hidden' })
    .where(eq(vendors.storeName, storeName));

  const after = await shop();
  expect(after.totalProducts).toBe(visible(catalog.fixture).length - theirs.length);
  expect(ids(after.products)).not.toContain(String(theirs[0].id));
  expect(await suggest('ngozi')).toEqual({ products: [], stores: [] });
  await getError(catalog.market, `${API}/products/${theirs[0].id}`, 404);

  await catalog.market.db
    .update(vendors)
    .set({ storeStatus: 'Live' })
    .where(eq(vendors.storeName, storeName));
  expect((await shop()).totalProducts).toBe(visible(catalog.fixture).length);
});

it('puts stock moved to the shopper’s state first, and in Near me, at once', async () => {
  const moved = catalog.fixture.products[1];
  expect(await shop({ location: 'Abia', near: 1 })).toMatchObject({ totalProducts: 0 });
  const before = await shop({ location: 'Abia' });
  expect(before.products[0].id).not.toBe(String(moved.id));
  await catalog.market.db.insert(warehouses).values({ name: 'Umuahia hub', state: 'Abia' });
  await catalog.market.db
    .update(products)
    .set({ warehouseState: 'Abia' })
    .where(eq(products.id, moved.id));
  const after = await shop({ location: 'Abia' });
  expect(after.totalProducts).toBe(before.totalProducts);
  expect(after.products[0].id).toBe(String(moved.id));
  expect(ids((await shop({ location: 'Abia', near: 1 })).products)).toEqual([String(moved.id)]);
  await catalog.market.db
    .update(products)
    .set({ warehouseState: moved.state })
    .where(eq(products.id, moved.id));
});

it('counts a changed price in a price filter’s total at once', async () => {
  const filters = { price: [0, 1_000] };
  expect((await shop({ filters })).totalProducts).toBe(0);
  await catalog.market.db
    .update(products)
    .set({ discountedPriceKobo: 50_000 })
    .where(eq(products.id, catalog.fixture.products[1].id));
  expect((await shop({ filters })).totalProducts).toBe(1);
});

it('shows a changed price and stock on a kept page at once', async () => {
  const product = visible(catalog.fixture)[2];
  const onPage = async () => (await shop()).products.find((item) => item.id === String(product.id));
  // Ask twice, so that the page is kept.
  const before = await onPage();
  expect(await onPage()).toEqual(before);

  await catalog.market.db
    .update(products)
    .set({ originalPriceKobo: 123_400, discountedPriceKobo: null, quantity: 7 })
    .where(eq(products.id, product.id));
  expect(await onPage()).toMatchObject({
    originalPrice: 1_234,
    discountedPrice: null,
    quantity: 7,
  });
});

it('filters by a category added after its title was first asked for', async () => {
  const filters = { category: 'Spices' };
  expect(await shop({ filters })).toMatchObject({ products: [], totalProducts: 0 });
  const [spices] = await catalog.market.db
    .insert(categories)
    .values({ title: 'Spices' })
    .returning({ id: categories.id });
  const product = visible(catalog.fixture)[3];
  await catalog.market.db
    .update(products)
    .set({ categoryId: spices.id })
    .where(eq(products.id, product.id));
  const answer = await shop({ filters: { category: 'spices' } });
  expect(ids(answer.products)).toEqual([String(product.id)]);
  expect(answer.totalProducts).toBe(1);
});

it('answers 404 for a kept store page once the store is hidden', async () => {
  const storeName = 'Mama Ngozi Farms';
  const path = `${API}/products${query({ storeName })}`;
  for (let i = 0; i < 2; i++) {
    const page = await getJson(catalog.market, path, productListResponse);
    expect(page.totalProducts).toBeGreaterThan(0);
  }
  await catalog.market.db
    .update(vendors)
    .set({ storeStatus: 'Hidden' })
    .where(eq(vendors.storeName, storeName));
  expect(await getError(catalog.market, path, 404)).toBe('Vendor Store Not Found');
  await catalog.market.db
    .update(vendors)
    .set({ storeStatus: 'Live' })
    .where(eq(vendors.storeName, storeName));
});
