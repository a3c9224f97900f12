import {
  COMMERCE_MESSAGES,
  createOrderResponse,
  deliveryAreasResponse,
  orderDetailsResponse,
  ordersResponse,
} from '@/lib/contract';
import { settings, vendors } from '@/marketplace/db/schema';
import { eq } from 'drizzle-orm';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';
import {
  SHOP,
  cartOf,
  fillCart,
  insertShop,
  orderRow,
  shippingTo,
  stockOf,
  type Shop,
} from './orders-helpers';

jest.setTimeout(60_000);

let m: TestMarketplace;
let shop: Shop;
let ada: string;
let bola: string;
beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS, ORDER_RESERVATION_SWEEP_SECONDS: '0' });
  shop = await insertShop(m.db);
  ada = await signUpVerified(m.app, m.db, 'ada@example.ng');
  bola = await signUpVerified(m.app, m.db, 'bola@example.ng');
});
afterAll(() => m.close());

const kobo = (naira: number) => Math.round(naira * 100);
const percentOf = (amountKobo: number, percent: string) =>
  Math.round((amountKobo * Math.round(Number(percent) * 100)) / 10_000);
const unitKobo = (index: number) => {
  const p = SHOP.products[index];
  return kobo(p.discounted ?? p.original);
};

const createOrder = (body: unknown, token = ada) =>
  call(m.app, 'POST', api('orders'), body, { token });
const get = (path: string, token = ada) => call(m.app, 'GET', api(path), undefined, { token });

describe('delivery areas', () => {
  it('lists the areas of a state with their prices, without a session', async () => {
    const response = await call(m.app, 'GET', api('delivery-areas?state=Lagos'));
    expect(response.status).toBe(200);
    const { areas } = deliveryAreasResponse.parse(response.body);
    const lagos = SHOP.areas.filter((a) => a.state === 'Lagos');
    expect(areas.map(({ area, price }) => ({ area, price }))).toEqual(
      lagos
        .map(({ area, price }) => ({ area, price }))
        .sort((a, b) => a.area.localeCompare(b.area)),
    );
  });

  it('answers no areas for a state without a warehouse, and 400 for a state that is not one', async () => {
    const none = await call(m.app, 'GET', api('delivery-areas?state=Sokoto'));
    expect(none).toMatchObject({ status: 200, body: { areas: [] } });
    expect((await call(m.app, 'GET', api('delivery-areas?state=Atlantis'))).status).toBe(400);
    expect((await call(m.app, 'GET', api('delivery-areas'))).status).toBe(400);
  });
});

describe('creating an order', () => {
  it('prices it from the cart, the area and the settings, and pays each vendor its lines minus commission', async () => {
    const [rice, garri, palmOil] = shop.productIds;
    const lines = [
      { index: 0, productId: rice, qty: 2 },
      { index: 1, productId: garri, qty: 3 },
      { index: 2, productId: palmOil, qty: 1 },
    ];
    await fillCart(m.db, ada, lines);
    const stockBefore = await Promise.all(lines.map((l) => stockOf(m.db, l.productId)));

    const response = await createOrder(shippingTo('Lekki'));
    expect(response.status).toBe(201);
    const { message, order } = createOrderResponse.parse(response.body);
    expect(message).toBe('Order created successfully');
    expect(order.orderId).toMatch(/^OJA-[A-Z2-9]{16}$/);

    const subtotal = lines.reduce((sum, l) => sum + l.qty * unitKobo(l.index), 0);
    const shipping = kobo(3_500);
    const tax = percentOf(subtotal, SHOP.taxPercent);
    const vendorTotal = (vendor: number) =>
      lines
        .filter((l) => SHOP.products[l.index].vendor === vendor)
        .reduce((sum, l) => sum + l.qty * unitKobo(l.index), 0);
    const payout = (vendor: number) =>
      vendorTotal(vendor) - percentOf(vendorTotal(vendor), SHOP.commissionPercent);

    const details = orderDetailsResponse.parse(
      (await get(`orders/details/${order.orderId}`)).body,
    ).order;
    expect(details).toMatchObject({
      orderId: order.orderId,
      status: 'pending',
      paymentStatus: 'unpaid',
      subTotal: subtotal / 100,
      shipping: shipping / 100,
      taxRate: Number(SHOP.taxPercent),
      tax: tax / 100,
      total: (subtotal + shipping + tax) / 100,
      shippingInfo: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        email: 'ada@example.ng',
        state: 'Lagos',
        area: 'Lekki',
        address: shippingTo('Lekki').address,
        postcode: shippingTo('Lekki').postcode,
        phoneNumber: shippingTo('Lekki').phoneNumber,
      },
    });
    expect(details.vendorSubaccounts).toEqual(
      expect.arrayContaining([
        { subaccountId: 'RS_NGOZI', payoutAmount: payout(0) / 100 },
        { subaccountId: 'RS_IJEBU', payoutAmount: payout(1) / 100 },
      ]),
    );
    expect(details.vendorSubaccounts).toHaveLength(2);
    expect(details.orderItems.map((i) => [i.productTitle, i.qty, i.price, i.storeName])).toEqual(
      lines.map((l) => [
        SHOP.products[l.index].title,
        l.qty,
        unitKobo(l.index) / 100,
        SHOP.vendors[SHOP.products[l.index].vendor].storeName,
      ]),
    );
    // Both paths answer the same order.
    expect(orderDetailsResponse.parse((await get(`orders/${order.orderId}`)).body).order).toEqual(
      details,
    );

    // Stock is held, the cart is kept until the payment, the hold lasts the setting's 30 minutes.
    const stockAfter = await Promise.all(lines.map((l) => stockOf(m.db, l.productId)));
    expect(stockAfter).toEqual(stockBefore.map((s, i) => s - lines[i].qty));
    expect(await cartOf(m.db, ada)).toHaveLength(3);
    const row = await orderRow(m.db, order.orderId);
    const heldMinutes = (row.reservedUntil!.getTime() - row.createdAt.getTime()) / 60_000;
    expect(heldMinutes).toBeCloseTo(30, 0);
  });

  it('refuses a shipping figure that is not the chosen area’s price, and stores nothing', async () => {
    await fillCart(m.db, bola, [{ productId: shop.productIds[1], qty: 1 }]);
    const stock = await stockOf(m.db, shop.productIds[1]);
    const response = await createOrder({ ...shippingTo('Lekki'), shipping: 0 }, bola);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/shipping/i);
    expect((await createOrder({ ...shippingTo('Lekki'), shipping: 2_500 }, bola)).status).toBe(400);
    expect(await stockOf(m.db, shop.productIds[1])).toBe(stock);
    expect(ordersResponse.parse((await get('orders', bola)).body).items).toEqual([]);
  });

  it('answers "All fields are required." when a field is missing or blank', async () => {
    const full = shippingTo('Ikeja');
    for (const field of Object.keys(full)) {
      const rest: Record<string, unknown> = { ...full };
      delete rest[field];
      const response = await createOrder(rest, bola);
      expect({ field, ...response }).toMatchObject({
        field,
        status: 400,
        body: { message: COMMERCE_MESSAGES.allFieldsRequired },
      });
    }
    const blank = await createOrder({ ...full, address: '   ' }, bola);
    expect(blank.body).toEqual({ message: COMMERCE_MESSAGES.allFieldsRequired });
  });

  it('refuses an empty cart, a state without delivery areas and an area of another state', async () => {
    await fillCart(m.db, bola, []);
    expect(await createOrder(shippingTo('Ikeja'), bola)).toMatchObject({
      status: 400,
      body: { message: 'Your cart is empty.' },
    });

    await fillCart(m.db, bola, [
      { productId: shop.productIds[1], qty: 1 },
      { productId: shop.productIds[4], qty: 1 },
    ]);
    // Delivered to the shopper's state from any warehouse (decision 045; tests/api/shipments.test.ts).
    const sokoto = await createOrder({ ...shippingTo('Ikeja'), state: 'Sokoto' }, bola);
    expect(sokoto.status).toBe(400);
    expect(sokoto.body.message).toContain('Sokoto');
    const notAnArea = await createOrder({ ...shippingTo('Ikeja'), area: 'Fagge' }, bola);
    expect(notAnArea.status).toBe(400);
  });

  it('refuses a line of a store that was hidden since it was added', async () => {
    const honey = shop.productIds[5];
    await fillCart(m.db, bola, [{ productId: honey, qty: 1 }]);
    await m.db
      .update(vendors)
      .set({ storeStatus: 'Hidden' })
      .where(eq(vendors.id, shop.vendorIds[2]));
    const response = await createOrder(shippingTo('Ikeja'), bola);
    await m.db
      .update(vendors)
      .set({ storeStatus: 'Live' })
      .where(eq(vendors.id, shop.vendorIds[2]));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(SHOP.products[5].title);
  });

  it('charges the tax rate the cart shows, also before the settings table has one', async () => {
    const row = await m.db.delete(settings).where(eq(settings.key, 'tax_percent')).returning();
    try {
      const shown = (await get('tax')).body as { taxPercent: number };
      await fillCart(m.db, bola, [{ productId: shop.productIds[0], qty: 1 }]);
      const response = await createOrder(shippingTo('Ikeja'), bola);
      expect(response.status).toBe(201);
      const { orderId } = createOrderResponse.parse(response.body).order;
      const details = orderDetailsResponse.parse(
        (await get(`orders/details/${orderId}`, bola)).body,
      );
      expect(details.order.taxRate).toBe(shown.taxPercent);
    } finally {
      await m.db.insert(settings).values(row);
    }
  });

  it('needs a session', async () => {
    expect((await call(m.app, 'POST', api('orders'), shippingTo('Ikeja'))).status).toBe(401);
    expect((await call(m.app, 'GET', api('orders'))).status).toBe(401);
  });
});

describe('reading orders', () => {
  it('lists orders newest first, summed up, with their lines, paged by order', async () => {
    const token = await signUpVerified(m.app, m.db, 'chidi@example.ng');
    await fillCart(m.db, token, [
      { productId: shop.productIds[0], qty: 1 },
      { productId: shop.productIds[1], qty: 2 },
    ]);
    const first = createOrderResponse.parse((await createOrder(shippingTo('Ikeja'), token)).body);
    await fillCart(m.db, token, [{ productId: shop.productIds[2], qty: 4 }]);
    const second = createOrderResponse.parse((await createOrder(shippingTo('Ikeja'), token)).body);

    const all = ordersResponse.parse((await get('orders', token)).body);
    expect(all.items.map((i) => [i.orderId, i.item?.title, i.qty, i.vendor?.storeName])).toEqual([
      [second.order.orderId, SHOP.products[2].title, 4, 'Mama Ngozi Farms'],
      [first.order.orderId, SHOP.products[0].title, 1, 'Mama Ngozi Farms'],
      [first.order.orderId, SHOP.products[1].title, 2, 'Ijebu Garri Hub'],
    ]);
    expect(all.items[0]).toMatchObject({ price: unitKobo(2) / 100, paymentStatus: 'unpaid' });
    expect(all.items[0].item?.images).toHaveLength(1);
    expect(all).toMatchObject({ currentPage: 1, totalPages: 1 });
    // One summary per order (issue 38): its total, not a line's price; its units, not its lines.
    const totals = await Promise.all(
      [second, first].map(async ({ order }) => (await orderRow(m.db, order.orderId)).totalKobo),
    );
    expect(all.orders).toEqual([
      expect.objectContaining({
        orderId: second.order.orderId,
        itemCount: 4,
        total: totals[0] / 100,
        status: 'pending',
        paymentStatus: 'unpaid',
      }),
      expect.objectContaining({
        orderId: first.order.orderId,
        itemCount: 3,
        total: totals[1] / 100,
      }),
    ]);

    // A page holds whole orders: the first order's two lines are never split across pages.
    const page2 = ordersResponse.parse((await get('orders?page=2&limit=1', token)).body);
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(page2.orders.map((o) => o.orderId)).toEqual([first.order.orderId]);
    expect(page2.items.map((i) => i._id)).toEqual([all.items[1]._id, all.items[2]._id]);
    const page3 = ordersResponse.parse((await get('orders?page=3&limit=1', token)).body);
    expect(page3).toMatchObject({ orders: [], items: [], totalPages: 2 });
    expect((await get('orders?page=0', token)).status).toBe(400);
  });

  it('answers another customer’s order as not found', async () => {
    await fillCart(m.db, ada, [{ productId: shop.productIds[1], qty: 1 }]);
    const { order } = createOrderResponse.parse((await createOrder(shippingTo('Ikeja'))).body);
    for (const path of [`orders/${order.orderId}`, `orders/details/${order.orderId}`]) {
      expect(await get(path, bola)).toMatchObject({
        status: 404,
        body: { message: COMMERCE_MESSAGES.orderDetailsNotFound },
      });
    }
    expect(
      await call(
        m.app,
        'POST',
        api('initiate-payment'),
        { orderId: order.orderId },
        { token: bola },
      ),
    ).toMatchObject({ status: 404, body: { message: COMMERCE_MESSAGES.orderDetailsNotFound } });
    expect(
      (
        await call(
          m.app,
          'POST',
          api(`orders/${order.orderId}/verify-payment`),
          {},
          { token: bola },
        )
      ).status,
    ).toBe(404);
    expect((await get('orders/details/OJA-NOSUCHORDER')).status).toBe(404);
    expect((await get('orders/details/bad%20id')).status).toBe(404);
  });
});
