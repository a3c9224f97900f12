import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { errorResponse } from '@/lib/contract';
import { sha256 } from '@/marketplace/accounts/tokens';
import { products, vendorApiKeys } from '@/marketplace/db/schema';
import { createDemoVendorKeys } from '@/marketplace/vendor-api/keys';
import { callAs, setStock, signedInCustomer, withCommerceMarketplace } from './commerce-helpers';
import { keyFor, outboxRows, vendorCall } from './vendor-helpers';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

const shop = withCommerceMarketplace();
const keys = {} as { ngozi: string; delta: string };
const byTitle = (title: string) => shop.fixture.products.find((p) => p.title === title)!;
const asNgozi = () => vendorCall(shop.market, keys.ngozi);
const publicGet = async (url: string) => {
  const response = await shop.market.app.inject({ method: 'GET', url: `/api/customer/${url}` });
  return { status: response.statusCode, body: response.json() };
};
const productRow = async (id: number) =>
  (await shop.market.db.select().from(products).where(eq(products.id, id)))[0];

beforeAll(async () => {
  keys.ngozi = await keyFor(shop.market.db, shop.fixture.storeIds['Mama Ngozi Farms']);
  keys.delta = await keyFor(shop.market.db, shop.fixture.storeIds['Delta Palms']);
});

describe('keys', () => {
  it('refuses a call without a key, with a wrong or revoked key, and names the store of a good one', async () => {
    const none = await vendorCall(shop.market)('GET', 'store');
    expect(none.status).toBe(401);
    expect(errorResponse.parse(none.body).message).toMatch(/vendor API key is required/);
    for (const key of ['nonsense', `ojavk_${'A'.repeat(43)}`, keys.ngozi.slice(0, -1)])
      expect((await vendorCall(shop.market, key)('GET', 'store')).status).toBe(401);

    const spare = await keyFor(shop.market.db, shop.fixture.storeIds['Delta Palms']);
    expect((await vendorCall(shop.market, spare)('GET', 'store')).body.store.storeName).toBe(
      'Delta Palms',
    );
    await shop.market.db
      .update(vendorApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(vendorApiKeys.keyHash, sha256(spare)));
    expect((await vendorCall(shop.market, spare)('GET', 'store')).status).toBe(401);
  });

  it('keeps only the SHA-256 of a key; the demo keys go to a file, one per store', async () => {
    const rows = await shop.market.db.select().from(vendorApiKeys);
    expect(rows.map((row) => row.keyHash)).toContain(sha256(keys.ngozi));
    expect(JSON.stringify(rows)).not.toContain(keys.ngozi);

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oja-keys-')), 'keys.json');
    const demo = await createDemoVendorKeys(shop.market.db, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(demo);
    expect(demo.map((entry) => entry.store)).toEqual(
      expect.arrayContaining(['Mama Ngozi Farms', 'Delta Palms', 'Hidden Harvest']),
    );
    const ijebu = demo.find((entry) => entry.store === 'Ijebu Garri Hub')!;
    expect((await vendorCall(shop.market, ijebu.key)('GET', 'store')).body.store.storeName).toBe(
      'Ijebu Garri Hub',
    );
  });
});

describe('ownership', () => {
  it("answers 404 for another store's product, and changes nothing", async () => {
    const palmOil = byTitle('Palm oil 25 litres'); // Delta Palms
    const before = await productRow(palmOil.id);
    expect((await asNgozi()('GET', `products/${palmOil.id}`)).status).toBe(404);
    const patch = await asNgozi()('PATCH', `products/${palmOil.id}`, { price: 1 });
    expect(patch).toEqual({ status: 404, body: { message: 'Product not found' } });
    expect(await productRow(palmOil.id)).toEqual(before);
    const own = await vendorCall(shop.market, keys.delta)('GET', `products/${palmOil.id}`);
    expect(own.body.product).toMatchObject({ title: 'Palm oil 25 litres', visible: true });
  });

  it("lists the store's own products only, hidden ones too", async () => {
    const { status, body } = await asNgozi()('GET', 'products?limit=100');
    expect(status).toBe(200);
    const ngozis = shop.fixture.products.filter((p) => p.store === 'Mama Ngozi Farms');
    expect(body.totalProducts).toBe(ngozis.length);
    expect(body.products.map((p: { title: string }) => p.title).sort()).toEqual(
      ngozis.map((p) => p.title).sort(),
    );
  });
});

describe('validation', () => {
  it('answers 400 with a message for a bad change and stores nothing', async () => {
    const yams = byTitle('Yam tubers x5'); // Ngozi, 12,000 with a discount to 10,000
    const before = await productRow(yams.id);
    const bad: [unknown, RegExp][] = [
      [{}, /Nothing to change/],
      [{ price: -1 }, /Price cannot be negative/],
      [{ price: 'cheap' }, /Price must be a number/],
      [{ price: 10.001 }, /two decimals/],
      [{ price: 9_000 }, /Discounted price must be less than the price/],
      [{ discountedPrice: 12_000 }, /Discounted price must be less than the price/],
      [{ stock: 1.5 }, /Stock must be a whole number/],
      [{ stock: -3 }, /Stock cannot be negative/],
      [{ images: [] }, /at least one image/],
      [{ images: ['https://evil.example/x.png'] }, /\/media\/ path/],
      [{ images: ['/media/../secrets'] }, /\/media\/ path/],
      [{ title: '   ' }, /Title cannot be empty/],
      [{ title: 'Yams\u0000' }, /not allowed/],
      [{ visible: 'no' }, /Visible must be true or false/],
      [{ otherNames: Array(11).fill('isu') }, /at most 10 other names/],
      [{ otherNames: ['x'.repeat(61)] }, /at most 60 characters/],
      [{ quantity: 3 }, /Unknown field: quantity/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of bad) {
      const answer = await asNgozi()('PATCH', `products/${yams.id}`, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(errorResponse.parse(answer.body).message).toMatch(message);
    }
    expect(await productRow(yams.id)).toEqual(before);
    expect(await outboxRows(shop.market.db)).toEqual([]);
  });

  it('refuses a new product with an unknown category or a state without a warehouse', async () => {
    const base = { title: 'Ugu leaves', price: 500, stock: 5, images: ['/media/products/1.png'] };
    const answers = [
      await asNgozi()('POST', 'products', {
        ...base,
        category: 'Gadgets',
        warehouseState: 'Lagos',
      }),
      await asNgozi()('POST', 'products', {
        ...base,
        category: 'Vegetables',
        warehouseState: 'Abia',
      }),
      await asNgozi()('POST', 'products', { ...base, category: 'Vegetables' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers[0].body.message).toBe('Unknown category: Gadgets.');
    expect(answers[1].body.message).toBe('The marketplace has no warehouse in Abia.');
    const search = await publicGet('products/search?query=ugu');
    expect(search.body.products).toEqual([]);
  });
});

describe('changes', () => {
  it('changes price, discount, stock, images, description, title and other names, as shoppers then see', async () => {
    const tomatoes = byTitle('Fresh tomatoes (basket)');
    const change = {
      price: 40_000,
      discountedPrice: 36_500.5,
      stock: 7,
      images: ['/media/products/6.png', '/media/products/7.png'],
      description: '<p>Ripe Jos tomatoes.</p>',
      title: 'Jos tomatoes (basket)',
      otherNames: ['tumatur', 'tomato basket'],
    };
    const { status, body } = await asNgozi()('PATCH', `products/${tomatoes.id}`, change);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      originalPrice: 40_000,
      discountedPrice: 36_500.5,
      quantity: 7,
      images: change.images,
      description: change.description,
      title: change.title,
      otherNames: change.otherNames,
      visible: true,
    });
    const seen = (await publicGet(`products/${tomatoes.id}`)).body.product;
    expect(seen).toMatchObject({ originalPrice: 40_000, discountedPrice: 36_500.5, quantity: 7 });
    const found = await publicGet('products/search?query=jos%20tomatoes');
    expect(found.body.products.map((p: { id: string }) => p.id)).toContain(String(tomatoes.id));

    const undiscounted = await asNgozi()('PATCH', `products/${tomatoes.id}`, {
      discountedPrice: null,
    });
    expect(undiscounted.body.product).toMatchObject({
      originalPrice: 40_000,
      discountedPrice: null,
    });
  });

  it('hides a product from every public read, and shows it again', async () => {
    const rice = byTitle('Ofada rice 50kg'); // Ngozi, Lagos, sponsored
    const id = String(rice.id);
    const shown = async () => {
      const [page, shopPage, store, latest, sponsored, search, suggestions, sitemap] =
        await Promise.all([
          publicGet(`products/${id}`),
          publicGet('shop/products?limit=100'),
          publicGet('products?storeName=Mama%20Ngozi%20Farms&limit=100'),
          publicGet('products/latest?limit=100'),
          publicGet('products/sponsored'),
          publicGet('products/search-page?query=ofada&limit=100'),
          publicGet('search?query=ofada'),
          publicGet('sitemap'),
        ]);
      const has = (list: { id?: string; _id?: string }[]) =>
        list.some((p) => (p.id ?? p._id) === id);
      return {
        page: page.status,
        shop: has(shopPage.body.products),
        store: has(store.body.products),
        latest: has(latest.body.products),
        sponsored: has(sponsored.body.products),
        search: has(search.body.products),
        suggestions: has(suggestions.body.products),
        sitemap: JSON.stringify(sitemap.body).includes(`"${id}"`),
      };
    };
    const everywhere = {
      page: 200,
      shop: true,
      store: true,
      latest: true,
      sponsored: true,
      search: true,
      suggestions: true,
      sitemap: true,
    };
    expect(await shown()).toEqual(everywhere);
    expect((await asNgozi()('PATCH', `products/${id}`, { visible: false })).status).toBe(200);
    expect(await shown()).toEqual({
      page: 404,
      shop: false,
      store: false,
      latest: false,
      sponsored: false,
      search: false,
      suggestions: false,
      sitemap: false,
    });
    // Its vendor still sees it.
    expect((await asNgozi()('GET', `products/${id}`)).body.product.visible).toBe(false);
    expect((await asNgozi()('PATCH', `products/${id}`, { visible: true })).status).toBe(200);
    expect(await shown()).toEqual(everywhere);
  });

  it('creates a product that shoppers find first among the latest', async () => {
    const { status, body } = await asNgozi()('POST', 'products', {
      title: 'Ugwu leaves bundle',
      price: 800,
      stock: 12,
      images: ['/media/products/3.png'],
      category: 'vegetables',
      warehouseState: 'Lagos',
      otherNames: ['fluted pumpkin'],
    });
    expect(status).toBe(201);
    expect(body.product).toMatchObject({
      title: 'Ugwu leaves bundle',
      originalPrice: 800,
      discountedPrice: null,
      quantity: 12,
      vendor: { storeName: 'Mama Ngozi Farms' },
      category: { title: 'Vegetables' },
      visible: true,
      otherNames: ['fluted pumpkin'],
    });
    const latest = await publicGet('products/latest?limit=1');
    expect(latest.body.products[0].id).toBe(body.product.id);
  });

  it("changes the store's details and status", async () => {
    const asDelta = vendorCall(shop.market, keys.delta);
    const details = {
      businessDescription: '<p>Red oil from Warri.</p>',
      tradingBusinessName: 'Delta Palms Nigeria Ltd',
      logo: '/media/logos/delta-new.png',
    };
    expect((await asDelta('PATCH', 'store', details)).body.store).toMatchObject(details);
    expect((await publicGet('details?storeName=Delta%20Palms')).body.store).toMatchObject(details);
    expect((await asDelta('PATCH', 'store', { storeStatus: 'Hidden' })).status).toBe(200);
    expect((await publicGet('details?storeName=Delta%20Palms')).status).toBe(404);
    expect((await publicGet(`products/${byTitle('Garlic 1kg').id}`)).status).toBe(404);
    // A hidden store's vendor still manages it.
    expect((await asDelta('PATCH', 'store', { storeStatus: 'Live' })).status).toBe(200);
    expect((await publicGet('details?storeName=Delta%20Palms')).status).toBe(200);
    expect((await asDelta('PATCH', 'store', { storeStatus: 'Closed' })).status).toBe(400);
    expect((await asDelta('PATCH', 'store', { storeName: 'Other' })).body.message).toMatch(
      /Unknown field: storeName/,
    );
  });

  it('queues nothing for the storefronts when none is configured', async () => {
    expect(await outboxRows(shop.market.db)).toEqual([]);
  });
});

describe('money', () => {
  it('never sells a hidden or sold-out product', async () => {
    const shopper = await signedInCustomer(shop.market, 'vendor-money@example.com');
    const asShopper = callAs(shop.market, shopper);
    const yams = byTitle('Yam tubers x5');
    const groundnutOil = byTitle('Groundnut oil 5 litres');
    expect(
      (await asShopper('POST', 'cart/add', { productId: String(yams.id), qty: 1 })).status,
    ).toBe(200);
    await asNgozi()('PATCH', `products/${yams.id}`, { visible: false });
    await asNgozi()('PATCH', `products/${groundnutOil.id}`, { stock: 0 });
    try {
      // The line stays, unavailable and counting nothing, as for a hidden store's product.
      const cart = await asShopper('GET', 'cart');
      expect(cart.body.cartItems.map((line: { available: boolean }) => line.available)).toEqual([
        false,
      ]);
      expect(cart.body.totalPrice).toBe(0);
      const hidden = await asShopper('POST', 'cart/add', { productId: String(yams.id), qty: 1 });
      expect(hidden.status).toBe(404);
      const soldOut = await asShopper('POST', 'cart/add', {
        productId: String(groundnutOil.id),
        qty: 1,
      });
      expect(soldOut.body).toEqual({ message: 'Groundnut oil 5 litres is out of stock.' });
    } finally {
      await asNgozi()('PATCH', `products/${yams.id}`, { visible: true });
      await setStock(shop.market.db, groundnutOil.id, 10 + groundnutOil.day);
    }
  });
});
