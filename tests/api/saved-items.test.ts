import { eq } from 'drizzle-orm';
import { messageResponse, productResponse, savedItemsResponse } from '@/lib/contract';
import { products, savedItems } from '@/marketplace/db/schema';
import {
  callAs,
  setStoreStatus,
  signedInCustomer,
  withCommerceMarketplace,
  type Shopper,
} from './commerce-helpers';

jest.setTimeout(60_000);

const shop = withCommerceMarketplace();
let shoppers = 0;
const newShopper = () => signedInCustomer(shop.market, `saved${++shoppers}@example.ng`);

const visibleIds = () => shop.fixture.products.filter((p) => !p.hidden).map((p) => p.id);

async function listOf(shopper: Shopper, params = '') {
  const { status, body } = await callAs(shop.market, shopper)('GET', `saved-items${params}`);
  expect(status).toBe(200);
  return savedItemsResponse.parse(body);
}

const save = (shopper: Shopper, productId: unknown) =>
  callAs(shop.market, shopper)('POST', 'saved-items/add', { productId });
const unsave = (shopper: Shopper, productId: unknown) =>
  callAs(shop.market, shopper)('POST', 'saved-items/remove', { productId });

/** More products of a Live store, so that one customer can save 25. */
async function addProducts(n: number): Promise<number[]> {
  const model = shop.fixture.products.find((p) => !p.hidden)!;
  const rows = await shop.market.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `Extra produce ${i + 1}`,
        originalPriceKobo: 100_000 + i,
        warehouseState: 'Lagos',
        quantity: 5,
        vendorId: model.vendorId,
        categoryId: model.categoryId,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

it('answers 401 without a session', async () => {
  const anonymous = callAs(shop.market);
  for (const [method, path] of [
    ['GET', 'saved-items'],
    ['POST', 'saved-items/add'],
    ['POST', 'saved-items/remove'],
  ] as const) {
    const { status } = await anonymous(method, path, { productId: String(visibleIds()[0]) });
    expect({ path, status }).toEqual({ path, status: 401 });
  }
  expect(await shop.market.db.select().from(savedItems)).toEqual([]);
});

it('pages 25 saved items newest first, 10 a page by default', async () => {
  const ada = await newShopper();
  const ids = [...visibleIds(), ...(await addProducts(25 - visibleIds().length))];
  for (const id of ids) {
    const { status, body } = await save(ada, String(id));
    expect(status).toBe(200);
    expect(messageResponse.parse(body)).toEqual({ message: 'Added to saved items' });
  }
  const newestFirst = ids.map(String).reverse();

  const pages = [await listOf(ada), await listOf(ada, '?page=2'), await listOf(ada, '?page=3')];
  expect(pages.map((p) => [p.currentPage, p.totalPages, p.savedItems.length])).toEqual([
    [1, 3, 10],
    [2, 3, 10],
    [3, 3, 5],
  ]);
  expect(pages.flatMap((p) => p.savedItems.map((item) => item.productId?._id))).toEqual(
    newestFirst,
  );
  expect((await listOf(ada, '?page=4')).savedItems).toEqual([]);
  const byFive = await listOf(ada, '?page=5&limit=5');
  expect(byFive.totalPages).toBe(5);
  expect(byFive.savedItems.map((item) => item.productId?._id)).toEqual(newestFirst.slice(20));
});

it('embeds the product exactly as the product call answers it', async () => {
  const ada = await newShopper();
  const id = String(visibleIds()[2]);
  await save(ada, id);
  const [item] = (await listOf(ada)).savedItems;
  const shown = await callAs(shop.market)('GET', `products/${id}`);
  expect(item.productId).toEqual(productResponse.parse(shown.body).product);
  expect(item._id).toMatch(/^\d+$/);
  expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
});

it('answers one product’s entry, or none, when asked by productId (the product page’s flag)', async () => {
  const ada = await newShopper();
  const [saved, other] = visibleIds();
  await save(ada, String(saved));
  const hit = await listOf(ada, `?productId=${saved}`);
  expect(hit.savedItems.map((item) => item.savedProductId)).toEqual([String(saved)]);
  expect((await listOf(ada, `?productId=${other}`)).savedItems).toEqual([]);
  const bad = await callAs(shop.market, ada)('GET', 'saved-items?productId=abc');
  expect(bad.status).toBe(400);
});

it('keeps one entry when a product is saved twice', async () => {
  const ada = await newShopper();
  const [first, second] = visibleIds().map(String);
  await save(ada, first);
  await save(ada, second);
  const again = await save(ada, Number(first));
  expect(again).toMatchObject({ status: 200, body: { message: 'Added to saved items' } });
  const list = await listOf(ada);
  expect(list.savedItems.map((item) => item.productId?._id)).toEqual([second, first]);
  expect(list.totalPages).toBe(1);
});

it('refuses unknown and hidden products and ids that are not ids, storing nothing', async () => {
  const ada = await newShopper();
  const hidden = shop.fixture.products.find((p) => p.hidden)!;
  expect((await save(ada, '999999')).status).toBe(404);
  expect((await save(ada, String(hidden.id))).status).toBe(404);
  for (const productId of ['abc', '', undefined, 0]) {
    expect((await save(ada, productId)).status).toBe(400);
  }
  expect((await listOf(ada)).savedItems).toEqual([]);
  expect((await callAs(shop.market, ada)('GET', 'saved-items?page=0')).status).toBe(400);
  expect((await callAs(shop.market, ada)('GET', 'saved-items?limit=abc')).status).toBe(400);
});

it('lists a product that is gone or hidden as null, and still removes it', async () => {
  const ada = await newShopper();
  const kept = shop.fixture.products.find((p) => !p.hidden && p.store === 'Ijebu Garri Hub')!;
  const hiddenLater = shop.fixture.products.find((p) => !p.hidden && p.store === 'Delta Palms')!;
  await save(ada, String(kept.id));
  await save(ada, String(hiddenLater.id));
  // A product deleted from the catalog (saved items keep no foreign key on purpose).
  await shop.market.db.insert(savedItems).values({ customerId: ada.customerId, productId: 888888 });

  await setStoreStatus(shop.market.db, hiddenLater.vendorId, 'Hidden');
  try {
    const list = await listOf(ada);
    expect(list.savedItems.map((item) => item.productId?._id ?? null)).toEqual([
      null,
      null,
      String(kept.id),
    ]);
    // A gone entry still names its product, so the shopper can remove it.
    expect(list.savedItems.map((item) => item.savedProductId)).toEqual([
      '888888',
      String(hiddenLater.id),
      String(kept.id),
    ]);
  } finally {
    await setStoreStatus(shop.market.db, hiddenLater.vendorId, 'Live');
  }
  expect((await listOf(ada)).savedItems[1].productId?._id).toBe(String(hiddenLater.id));

  const removed = await unsave(ada, '888888');
  expect(removed).toMatchObject({ status: 200, body: { message: 'Removed from saved items' } });
  expect((await listOf(ada)).savedItems.map((item) => item.productId?._id)).toEqual([
    String(hiddenLater.id),
    String(kept.id),
  ]);
});

it('removes only the customer’s own entry', async () => {
  const ada = await newShopper();
  const bola = await newShopper();
  const id = String(visibleIds()[0]);
  await save(ada, id);
  await save(bola, id);
  expect(await unsave(ada, id)).toMatchObject({
    status: 200,
    body: { message: 'Removed from saved items' },
  });
  expect((await unsave(ada, id)).status).toBe(200);
  expect((await listOf(ada)).savedItems).toEqual([]);
  expect((await listOf(ada)).totalPages).toBe(0);
  expect((await listOf(bola)).savedItems.map((item) => item.productId?._id)).toEqual([id]);
  const rows = await shop.market.db
    .select()
    .from(savedItems)
    .where(eq(savedItems.customerId, bola.customerId));
  expect(rows).toHaveLength(1);
});
