import { eq } from 'drizzle-orm';
import {
  COMMERCE_MESSAGES,
  cartChangeResponse,
  cartResponse,
  errorResponse,
  taxResponse,
} from '@/lib/contract';
import { cartItems, settings } from '@/marketplace/db/schema';
import {
  callAs,
  fixtureProduct,
  fixtureStock,
  setStock,
  setStoreStatus,
  signedInCustomer,
  withCommerceMarketplace,
  type Shopper,
} from './commerce-helpers';
import { effectivePrice, type FixtureProduct } from './fixtures';

jest.setTimeout(60_000);

const shop = withCommerceMarketplace();
let shoppers = 0;
const newShopper = () => signedInCustomer(shop.market, `cart${++shoppers}@example.ng`);

const product = (title: string) => fixtureProduct(shop.fixture, title);
const stockOf = fixtureStock;
const kobo = (naira: number) => Math.round(naira * 100);

async function cartOf(shopper: Shopper) {
  const { status, body } = await callAs(shop.market, shopper)('GET', 'cart');
  expect(status).toBe(200);
  return cartResponse.parse(body);
}

async function add(shopper: Shopper, body: Record<string, unknown>) {
  return callAs(shop.market, shopper)('POST', 'cart/add', body);
}

async function rowsOf(shopper: Shopper) {
  return shop.market.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.customerId, shopper.customerId));
}

it('answers 401 to every cart call without a session, and the tax rate to anyone', async () => {
  const anonymous = callAs(shop.market);
  const calls: [Parameters<typeof anonymous>[0], string, unknown?][] = [
    ['GET', 'cart'],
    ['POST', 'cart/add', { productId: String(product('Garlic 1kg').id), qty: 1 }],
    ['PUT', 'cart/update', { productId: String(product('Garlic 1kg').id), qty: 1 }],
    ['DELETE', `cart/remove/${product('Garlic 1kg').id}`],
    ['DELETE', 'cart/clear'],
  ];
  for (const [method, path, body] of calls) {
    const { status, body: answer } = await anonymous(method, path, body);
    expect({ path, status }).toEqual({ path, status: 401 });
    expect(errorResponse.parse(answer).message).toBe('Please log in to continue.');
  }
  expect(await shop.market.db.select().from(cartItems)).toEqual([]);

  const tax = await anonymous('GET', 'tax');
  expect(tax.status).toBe(200);
  expect(taxResponse.parse(tax.body)).toEqual({ taxPercent: 7.5 });
});

it('reads the tax rate from the settings table, so operators change it without a deploy', async () => {
  const { db } = shop.market;
  await db.insert(settings).values({ key: 'tax_percent', value: '5' });
  try {
    expect((await callAs(shop.market)('GET', 'tax')).body).toEqual({ taxPercent: 5 });
    await db.update(settings).set({ value: '7.5' }).where(eq(settings.key, 'tax_percent'));
    expect((await callAs(shop.market)('GET', 'tax')).body).toEqual({ taxPercent: 7.5 });
  } finally {
    await db.delete(settings).where(eq(settings.key, 'tax_percent'));
  }
});

it('adds lines, adds to an existing line and totals every line from the products', async () => {
  const ada = await newShopper();
  const rice = product('Ofada rice 50kg');
  const oil = product('Palm oil 25 litres');
  expect(await cartOf(ada)).toEqual({ cartItems: [], totalPrice: 0, itemCount: 0 });

  const first = await add(ada, { productId: String(rice.id), qty: 2 });
  expect(first.status).toBe(200);
  expect(cartChangeResponse.parse(first.body).message).toBe('Product added to cart successfully!');
  await add(ada, { productId: oil.id, qty: 3 });
  const again = cartChangeResponse.parse((await add(ada, { productId: String(rice.id) })).body);

  // qty defaults to 1 and is added to the line already there; itemCount counts lines.
  expect(again.itemCount).toBe(2);
  expect(again.cartItems.map((line) => [line.productId, line.qty])).toEqual([
    [String(rice.id), 3],
    [String(oil.id), 3],
  ]);
  expect(again.totalPrice).toBe(
    (kobo(effectivePrice(rice)) * 3 + kobo(effectivePrice(oil)) * 3) / 100,
  );
  expect(again.cartItems[1]).toEqual({
    product: {
      _id: String(oil.id),
      title: oil.title,
      images: [`/media/products/${oil.day}.png`],
      location: oil.state,
      quantity: stockOf(oil),
    },
    productId: String(oil.id),
    qty: 3,
    price: effectivePrice(oil),
    vendorId: String(oil.vendorId),
    storeName: oil.store,
    available: true,
  });
  expect(await cartOf(ada)).toEqual(cartResponse.parse({ ...again, message: undefined }));
});

it('prices a line from the product whatever price the client sends', async () => {
  const ada = await newShopper();
  const yam = product('Yam tubers x5');
  const { status, body } = await add(ada, {
    productId: String(yam.id),
    qty: 2,
    price: 1,
    vendorId: String(yam.vendorId),
    storeName: yam.store,
  });
  expect(status).toBe(200);
  const cart = cartResponse.parse(body);
  expect(cart.cartItems[0].price).toBe(effectivePrice(yam));
  expect(cart.totalPrice).toBe(effectivePrice(yam) * 2);
});

it.each([
  ['a vendorId of another store', (p: FixtureProduct) => ({ vendorId: String(p.vendorId + 1) })],
  ['a storeName of another store', () => ({ storeName: 'Delta Palms Fake' })],
  ['an empty storeName', () => ({ storeName: '' })],
  [
    'the right store with a wrong vendorId',
    (p: FixtureProduct) => ({ storeName: p.store, vendorId: 999 }),
  ],
])('refuses an add with %s and stores nothing', async (_, vendor) => {
  const ada = await newShopper();
  const garri = product('Yellow garri 25kg');
  const { status, body } = await add(ada, {
    productId: String(garri.id),
    qty: 1,
    ...vendor(garri),
  });
  expect(status).toBe(400);
  expect(body).toEqual({ message: COMMERCE_MESSAGES.productOrVendorMissing });
  expect(await rowsOf(ada)).toEqual([]);
});

it('accepts the vendor as a number or a string when it is the product’s own', async () => {
  const ada = await newShopper();
  const garri = product('Yellow garri 25kg');
  const asNumber = await add(ada, {
    productId: garri.id,
    vendorId: garri.vendorId,
    storeName: garri.store,
  });
  expect(asNumber.status).toBe(200);
  const asString = await add(ada, { productId: garri.id, vendorId: String(garri.vendorId) });
  expect(cartResponse.parse(asString.body).cartItems[0].qty).toBe(2);
});

it('refuses more than the stock, naming the units left, and keeps the cart as it was', async () => {
  const ada = await newShopper();
  const garlic = product('Garlic 1kg');
  const stock = stockOf(garlic);

  const tooMany = await add(ada, { productId: String(garlic.id), qty: stock + 1 });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.message).toBe(`Only ${stock} units of Garlic 1kg are left.`);
  expect(await rowsOf(ada)).toEqual([]);

  await add(ada, { productId: String(garlic.id), qty: stock - 1 });
  const overTheTop = await add(ada, { productId: String(garlic.id), qty: 2 });
  expect(overTheTop.status).toBe(400);
  expect(overTheTop.body.message).toBe(
    `Only ${stock} units of Garlic 1kg are left, and your cart already has ${stock - 1}.`,
  );
  expect((await rowsOf(ada)).map((row) => row.qty)).toEqual([stock - 1]);
  expect((await add(ada, { productId: String(garlic.id), qty: 1 })).status).toBe(200);
  expect((await cartOf(ada)).cartItems[0].qty).toBe(stock);
});

it('says when a product is out of stock', async () => {
  const ada = await newShopper();
  const potatoes = product('Irish potatoes 5kg');
  await setStock(shop.market.db, potatoes.id, 0);
  try {
    const { status, body } = await add(ada, { productId: String(potatoes.id), qty: 1 });
    expect({ status, body }).toEqual({
      status: 400,
      body: { message: 'Irish potatoes 5kg is out of stock.' },
    });
  } finally {
    await setStock(shop.market.db, potatoes.id, stockOf(potatoes));
  }
});

it('never lets adds made at once pass the stock or lose a quantity', async () => {
  const ada = await newShopper();
  const tomatoes = product('Fresh tomatoes (basket)');
  await setStock(shop.market.db, tomatoes.id, 3);
  try {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add(ada, { productId: String(tomatoes.id), qty: 1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect((await rowsOf(ada)).map((row) => row.qty)).toEqual([3]);
  } finally {
    await setStock(shop.market.db, tomatoes.id, stockOf(tomatoes));
  }
});

it('answers 404 for an unknown or hidden product and 400 for a product id that is not one', async () => {
  const ada = await newShopper();
  const hidden = shop.fixture.products.find((p) => p.hidden)!;
  for (const productId of ['999999', String(hidden.id), '4294967296', '99999999999']) {
    const { status, body } = await add(ada, { productId, qty: 1 });
    expect({ productId, status }).toEqual({
      productId,
      status: productId === '99999999999' ? 400 : 404,
    });
    expect(errorResponse.parse(body).message.length).toBeGreaterThan(0);
  }
  for (const productId of ['abc', '', '-1', '0', undefined, null, '1.5']) {
    const { status, body } = await add(ada, { productId, qty: 1 });
    expect({ productId, status, body }).toEqual({
      productId,
      status: 400,
      body: { message: COMMERCE_MESSAGES.productOrVendorMissing },
    });
  }
  for (const qty of [0, -2, 1.5, 'two']) {
    const { status, body } = await add(ada, { productId: String(product('Garlic 1kg').id), qty });
    expect({ qty, status }).toEqual({ qty, status: 400 });
    expect(body.message).toMatch(/Quantity/);
  }
  expect(await rowsOf(ada)).toEqual([]);
});

it('shows a line as unavailable when its store is hidden or its stock falls below it', async () => {
  const ada = await newShopper();
  const { db } = shop.market;
  const rice = product('Local rice 25kg');
  const garri = product('White garri 10kg');
  await add(ada, { productId: String(rice.id), qty: 2 });
  await add(ada, { productId: String(garri.id), qty: 4 });
  const full = kobo(effectivePrice(rice)) * 2 + kobo(effectivePrice(garri)) * 4;
  expect((await cartOf(ada)).totalPrice).toBe(full / 100);

  await setStoreStatus(db, rice.vendorId, 'Hidden');
  try {
    const cart = await cartOf(ada);
    expect(cart.cartItems.map((line) => [line.productId, line.available])).toEqual([
      [String(rice.id), false],
      [String(garri.id), true],
    ]);
    expect(cart.itemCount).toBe(2);
    expect(cart.totalPrice).toBe((kobo(effectivePrice(garri)) * 4) / 100);
  } finally {
    await setStoreStatus(db, rice.vendorId, 'Live');
  }

  await setStock(db, garri.id, 3);
  try {
    const cart = await cartOf(ada);
    expect(cart.cartItems.map((line) => line.available)).toEqual([true, false]);
    expect(cart.totalPrice).toBe((kobo(effectivePrice(rice)) * 2) / 100);
  } finally {
    await setStock(db, garri.id, stockOf(garri));
  }
  expect((await cartOf(ada)).totalPrice).toBe(full / 100);
});

it('updates a quantity within the stock, and only above 0', async () => {
  const ada = await newShopper();
  const call = callAs(shop.market, ada);
  const oil = product('Groundnut oil 5 litres');
  const potatoes = product('Sweet potatoes 5kg');
  await add(ada, { productId: String(oil.id), qty: 1 });
  await add(ada, { productId: String(potatoes.id), qty: 1 });

  const updated = await call('PUT', 'cart/update', { productId: String(oil.id), qty: 5 });
  expect(updated.status).toBe(200);
  const cart = cartChangeResponse.parse(updated.body);
  expect(cart.message).toBe('Cart item updated successfully!');
  // An update keeps the line in its place.
  expect(cart.cartItems.map((line) => [line.productId, line.qty])).toEqual([
    [String(oil.id), 5],
    [String(potatoes.id), 1],
  ]);
  expect(cart.totalPrice).toBe(
    (kobo(effectivePrice(oil)) * 5 + kobo(effectivePrice(potatoes))) / 100,
  );

  for (const qty of [0, -1]) {
    const refused = await call('PUT', 'cart/update', { productId: String(oil.id), qty });
    expect(refused.status).toBe(400);
  }
  const tooMany = await call('PUT', 'cart/update', {
    productId: String(oil.id),
    qty: stockOf(oil) + 1,
  });
  expect(tooMany).toMatchObject({
    status: 400,
    body: { message: `Only ${stockOf(oil)} units of ${oil.title} are left.` },
  });
  const notInCart = await call('PUT', 'cart/update', {
    productId: String(product('Garlic 1kg').id),
    qty: 1,
  });
  expect(notInCart).toMatchObject({
    status: 404,
    body: { message: 'This product is not in your cart.' },
  });
  expect((await rowsOf(ada)).map((row) => row.qty).sort()).toEqual([1, 5]);
});

it('removes a line and clears the cart, touching no other customer’s cart', async () => {
  const ada = await newShopper();
  const bola = await newShopper();
  const call = callAs(shop.market, ada);
  const [first, second] = [product('Ofada rice 50kg'), product('Yam tubers x5')];
  for (const shopper of [ada, bola]) {
    await add(shopper, { productId: String(first.id), qty: 1 });
    await add(shopper, { productId: String(second.id), qty: 1 });
  }

  const removed = await call('DELETE', `cart/remove/${first.id}`);
  expect(removed.status).toBe(200);
  const afterRemove = cartChangeResponse.parse(removed.body);
  expect(afterRemove.cartItems.map((line) => line.productId)).toEqual([String(second.id)]);
  expect(afterRemove.itemCount).toBe(1);
  // A repeated tap changes nothing.
  expect((await call('DELETE', `cart/remove/${first.id}`)).status).toBe(200);
  expect((await call('DELETE', 'cart/remove/abc')).status).toBe(400);

  const cleared = await call('DELETE', 'cart/clear');
  expect(cleared.status).toBe(200);
  expect(cartChangeResponse.parse(cleared.body)).toMatchObject({
    cartItems: [],
    totalPrice: 0,
    itemCount: 0,
  });
  expect(await rowsOf(ada)).toEqual([]);
  expect((await cartOf(bola)).itemCount).toBe(2);
});
