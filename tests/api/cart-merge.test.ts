import { eq } from 'drizzle-orm';
import { cartAddResponse, cartMergeResponse, errorResponse, ordersResponse } from '@/lib/contract';
import { cartItems, products } from '@/marketplace/db/schema';
import {
  callAs,
  fixtureProduct,
  fixtureStock,
  insertPaidOrder,
  setStock,
  signedInCustomer,
  withCommerceMarketplace,
  type Shopper,
} from './commerce-helpers';

/** cart/add's outcome (issue 26.6), cart/merge (guest carts, undo; issue 30) and Buy again (26.5). */

jest.setTimeout(60_000);

const shop = withCommerceMarketplace();
let shoppers = 0;
const newShopper = () => signedInCustomer(shop.market, `merge${++shoppers}@example.ng`);

const product = (title: string) => fixtureProduct(shop.fixture, title);
const stockOf = fixtureStock;

async function rowsOf(shopper: Shopper) {
  const rows = await shop.market.db
    .select({ productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.customerId, shopper.customerId));
  return rows.sort((a, b) => a.productId - b.productId);
}

describe('POST cart/add', () => {
  it('says whether it added a line or raised the one there was', async () => {
    const ada = await newShopper();
    const garlic = product('Garlic 1kg');
    const first = await callAs(shop.market, ada)('POST', 'cart/add', {
      productId: String(garlic.id),
      qty: 2,
    });
    expect(first.status).toBe(200);
    expect(cartAddResponse.parse(first.body)).toMatchObject({
      outcome: 'added',
      message: 'Product added to cart successfully!',
      itemCount: 1,
    });
    const second = await callAs(shop.market, ada)('POST', 'cart/add', {
      productId: String(garlic.id),
      qty: 3,
    });
    const raised = cartAddResponse.parse(second.body);
    expect(raised).toMatchObject({ outcome: 'raised', message: 'Cart item updated successfully!' });
    expect(raised.cartItems.map((line) => line.qty)).toEqual([5]);
  });

  it('counts two adds made at once (two tabs): one adds the line, the other raises it', async () => {
    const ada = await newShopper();
    const yam = product('Yam tubers x5');
    const add = () => callAs(shop.market, ada)('POST', 'cart/add', { productId: yam.id, qty: 1 });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outcomes = answers.map((a) => cartAddResponse.parse(a.body).outcome).sort();
    expect(outcomes).toEqual(['added', 'raised']);
    expect(await rowsOf(ada)).toEqual([{ productId: yam.id, qty: 2 }]);
  });

  it('refuses past the stock with the units left and changes nothing', async () => {
    const ada = await newShopper();
    const garlic = product('Garlic 1kg');
    await callAs(shop.market, ada)('POST', 'cart/add', { productId: garlic.id, qty: 1 });
    const { status, body } = await callAs(shop.market, ada)('POST', 'cart/add', {
      productId: garlic.id,
      qty: stockOf(garlic),
    });
    expect(status).toBe(400);
    expect(errorResponse.parse(body).message).toBe(
      `Only ${stockOf(garlic)} units of Garlic 1kg are left, and your cart already has 1.`,
    );
    expect(await rowsOf(ada)).toEqual([{ productId: garlic.id, qty: 1 }]);
  });
});

describe('POST cart/merge', () => {
  it('adds each line on top of the cart, capped at the stock, and names what it could not add', async () => {
    const ada = await newShopper();
    const [garlic, yam, potatoes, hidden] = [
      product('Garlic 1kg'),
      product('Yam tubers x5'),
      product('Irish potatoes 5kg'),
      shop.fixture.products.find((p) => p.hidden)!,
    ];
    await callAs(shop.market, ada)('POST', 'cart/add', { productId: garlic.id, qty: 1 });
    await setStock(shop.market.db, potatoes.id, 0);
    try {
      const { status, body } = await callAs(shop.market, ada)('POST', 'cart/merge', {
        items: [
          { productId: String(garlic.id), qty: 2 },
          { productId: String(yam.id), qty: 500 },
          { productId: String(potatoes.id), qty: 1 },
          { productId: String(hidden.id), qty: 1 },
          { productId: '99999999', qty: 1 },
          // The same product twice is one line.
          { productId: String(garlic.id), qty: 1 },
        ],
      });
      expect(status).toBe(200);
      const merged = cartMergeResponse.parse(body);
      expect(merged.added).toEqual([
        { productId: String(garlic.id), title: 'Garlic 1kg', qty: 3 },
        { productId: String(yam.id), title: 'Yam tubers x5', qty: stockOf(yam) },
      ]);
      expect(merged.skipped).toEqual([
        {
          productId: String(potatoes.id),
          title: 'Irish potatoes 5kg',
          reason: 'Irish potatoes 5kg is out of stock.',
        },
        {
          productId: String(hidden.id),
          title: hidden.title,
          reason: `${hidden.title} is no longer sold.`,
        },
        { productId: '99999999', title: 'A product', reason: 'A product is no longer sold.' },
      ]);
      expect(await rowsOf(ada)).toEqual(
        [
          { productId: garlic.id, qty: 4 },
          { productId: yam.id, qty: stockOf(yam) },
        ].sort((a, b) => a.productId - b.productId),
      );
      // Prices come from the products, never from the caller.
      const price = merged.cartItems.find((line) => line.productId === String(yam.id))!.price;
      const [row] = await shop.market.db
        .select({ kobo: products.discountedPriceKobo })
        .from(products)
        .where(eq(products.id, yam.id));
      expect(price * 100).toBe(row.kobo);
    } finally {
      await setStock(shop.market.db, potatoes.id, stockOf(potatoes));
    }
  });

  it('refuses a body that is not lines of product ids and quantities, storing nothing', async () => {
    const ada = await newShopper();
    for (const body of [
      {},
      { items: 'x' },
      { items: [{ productId: 'abc', qty: 1 }] },
      { items: [{ productId: '1', qty: 0 }] },
      { items: Array.from({ length: 101 }, (_, i) => ({ productId: String(i + 1), qty: 1 })) },
    ]) {
      const { status } = await callAs(shop.market, ada)('POST', 'cart/merge', body);
      expect({ body, status }).toEqual({ body, status: 400 });
    }
    expect(await rowsOf(ada)).toEqual([]);
    const anonymous = await callAs(shop.market)('POST', 'cart/merge', { items: [] });
    expect(anonymous.status).toBe(401);
  });

  it('restores a cleared cart (Clear Cart’s undo)', async () => {
    const ada = await newShopper();
    const garlic = product('Garlic 1kg');
    const yam = product('Yam tubers x5');
    const as = callAs(shop.market, ada);
    await as('POST', 'cart/add', { productId: garlic.id, qty: 2 });
    await as('POST', 'cart/add', { productId: yam.id, qty: 1 });
    const before = await rowsOf(ada);
    await as('DELETE', 'cart/clear');
    expect(await rowsOf(ada)).toEqual([]);
    const restored = await as('POST', 'cart/merge', {
      items: before.map((line) => ({ productId: String(line.productId), qty: line.qty })),
    });
    expect(restored.status).toBe(200);
    expect(await rowsOf(ada)).toEqual(before);
  });
});

describe('Buy again and My Orders rows', () => {
  it('puts the order’s products in the cart and says which could not be added and why', async () => {
    const ada = await newShopper();
    const garlic = product('Garlic 1kg');
    const potatoes = product('Irish potatoes 5kg');
    const order = await insertPaidOrder(shop.market.db, ada.customerId, [garlic.id, potatoes.id]);
    await setStock(shop.market.db, potatoes.id, 0);
    try {
      const { status, body } = await callAs(shop.market, ada)(
        'POST',
        `orders/${order.orderId}/buy-again`,
      );
      expect(status).toBe(200);
      const answer = cartMergeResponse.parse(body);
      expect(answer.added).toEqual([{ productId: String(garlic.id), title: 'Garlic 1kg', qty: 1 }]);
      expect(answer.skipped).toEqual([
        {
          productId: String(potatoes.id),
          title: 'Irish potatoes 5kg',
          reason: 'Irish potatoes 5kg is out of stock.',
        },
      ]);
      expect(await rowsOf(ada)).toEqual([{ productId: garlic.id, qty: 1 }]);
    } finally {
      await setStock(shop.market.db, potatoes.id, stockOf(potatoes));
    }
  });

  it('is not found for another customer’s order', async () => {
    const ada = await newShopper();
    const bola = await newShopper();
    const order = await insertPaidOrder(shop.market.db, ada.customerId, [product('Garlic 1kg').id]);
    const { status } = await callAs(shop.market, bola)('POST', `orders/${order.orderId}/buy-again`);
    expect(status).toBe(404);
    expect(await rowsOf(bola)).toEqual([]);
  });

  it('lists each row with its product id and its order’s status', async () => {
    const ada = await newShopper();
    const garlic = product('Garlic 1kg');
    const order = await insertPaidOrder(shop.market.db, ada.customerId, [garlic.id]);
    const { body } = await callAs(shop.market, ada)('GET', 'orders');
    const [row] = ordersResponse.parse(body).items;
    expect(row).toMatchObject({
      orderId: order.orderId,
      productId: String(garlic.id),
      status: 'processing',
    });
  });
});
