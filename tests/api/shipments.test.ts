import { and, asc, eq } from 'drizzle-orm';
import { createOrderResponse, orderDetailsResponse, ordersResponse } from '@/lib/contract';
import {
  SHIPMENT_MESSAGES,
  deliveryQuoteResponse,
  deliveryStatesResponse,
  shippingQuoteResponse,
} from '@/lib/contract/shipments';
import { openDatabase } from '@/marketplace/db/client';
import { syncDeliveryReference } from '@/marketplace/db/reference-data';
import { deliveryRoutes, orderShipments } from '@/marketplace/db/schema';
import { deliveryRoutes as seededRoutes } from '@/marketplace/db/seed/delivery-routes';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';
import { SHOP, fillCart, insertShop, orderRow, stockOf, type Shop } from './orders-helpers';

/**
 * Delivery to the shopper's state, one shipment per warehouse state (issue 30, decision 045),
 * against a real API and database. The shop's areas: Lagos Ikeja ₦2,500 and Lekki ₦3,500, Kano
 * Fagge ₦1,500; routes are migration 0015's (Kano → Lagos ₦4,500, 4–7 days; same state ₦0, 1–2),
 * which the distance rule of decision 053 gives too.
 */

jest.setTimeout(60_000);

let m: TestMarketplace;
let shop: Shop;
let customers = 0;
beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS, ORDER_RESERVATION_SWEEP_SECONDS: '0' });
  shop = await insertShop(m.db);
});
afterAll(() => m.close());

const newShopper = () => signUpVerified(m.app, m.db, `shopper${++customers}@example.ng`);
const get = (path: string, token?: string) => call(m.app, 'GET', api(path), undefined, { token });
const createOrder = (body: unknown, token: string) =>
  call(m.app, 'POST', api('orders'), body, { token });
const to = (state: string, area: string, shipping: number) => ({
  state,
  area,
  address: '4 Adeola Odeku Street',
  postcode: '101241',
  phoneNumber: '08035550101',
  shipping,
});
const GARRI = 1; // Lagos
const RICE = 0; // Lagos, another vendor
const GROUNDNUTS = 4; // Kano

describe('the fee table', () => {
  it('a started database holds the rule’s routes, the same rows as the seed writes', async () => {
    // A database of its own: this file's shop keeps migration 0015's eight states.
    const started = await openDatabase({});
    try {
      await syncDeliveryReference(started.db);
      const rows = await started.db
        .select()
        .from(deliveryRoutes)
        .orderBy(asc(deliveryRoutes.fromState), asc(deliveryRoutes.toState));
      const sorted = [...seededRoutes()].sort(
        (a, b) => a.fromState.localeCompare(b.fromState) || a.toState.localeCompare(b.toState),
      );
      expect(rows).toEqual(sorted);
      expect(rows.length).toBe(37 * 37);
    } finally {
      await started.close();
    }
  });
});

describe('public delivery calls', () => {
  it('lists the states with delivery areas', async () => {
    const response = await get('delivery-states');
    expect(response.status).toBe(200);
    expect(deliveryStatesResponse.parse(response.body).states).toEqual(['Kano', 'Lagos']);
  });

  it('quotes a product page: the cheapest area plus the route, or "does not deliver"', async () => {
    const kanoToLagos = await get('delivery-quote?from=Kano&to=Lagos');
    expect(deliveryQuoteResponse.parse(kanoToLagos.body)).toEqual({
      fromState: 'Kano',
      toState: 'Lagos',
      delivers: true,
      fee: 4_500 + 2_500,
      window: { minDays: 4, maxDays: 7 },
    });
    const withinKano = deliveryQuoteResponse.parse(
      (await get('delivery-quote?from=Kano&to=Kano')).body,
    );
    expect(withinKano).toMatchObject({ fee: 1_500, window: { minDays: 1, maxDays: 2 } });
    const sokoto = deliveryQuoteResponse.parse(
      (await get('delivery-quote?from=Kano&to=Sokoto')).body,
    );
    expect(sokoto).toMatchObject({ delivers: false, fee: null, window: null });
    for (const bad of ['from=Kano', 'from=Kano&to=Atlantis', 'from=Gotham&to=Lagos']) {
      const refused = await get(`delivery-quote?${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(SHIPMENT_MESSAGES.chooseState);
    }
  });
});

describe('the shipping quote of a cart', () => {
  it('is for signed-in shoppers only', async () => {
    expect((await get('shipping-quote?state=Lagos')).status).toBe(401);
  });

  it('splits a Lagos + Kano cart into two shipments to Lagos, each with its fee and window', async () => {
    const token = await newShopper();
    await fillCart(m.db, token, [
      { productId: shop.productIds[GARRI], qty: 1 },
      { productId: shop.productIds[GROUNDNUTS], qty: 2 },
      { productId: shop.productIds[RICE], qty: 1 },
    ]);
    const noArea = shippingQuoteResponse.parse(
      (await get('shipping-quote?state=Lagos', token)).body,
    );
    expect(noArea).toMatchObject({ deliveryState: 'Lagos', area: null, shipping: null });
    expect(noArea.shipments.map((s) => [s.fromState, s.fee])).toEqual([
      ['Lagos', null],
      ['Kano', null],
    ]);

    const ikeja = shippingQuoteResponse.parse(
      (await get('shipping-quote?state=Lagos&area=Ikeja', token)).body,
    );
    expect(ikeja).toEqual({
      deliveryState: 'Lagos',
      area: 'Ikeja',
      shipments: [
        {
          fromState: 'Lagos',
          productIds: [String(shop.productIds[GARRI]), String(shop.productIds[RICE])],
          fee: 2_500,
          window: { minDays: 1, maxDays: 2 },
        },
        {
          fromState: 'Kano',
          productIds: [String(shop.productIds[GROUNDNUTS])],
          fee: 4_500 + 2_500,
          window: { minDays: 4, maxDays: 7 },
        },
      ],
      shipping: 2_500 + 7_000,
    });
  });

  it('refuses a state without areas and an area of another state, with the reason', async () => {
    const token = await newShopper();
    await fillCart(m.db, token, [{ productId: shop.productIds[GROUNDNUTS], qty: 1 }]);
    expect(await get('shipping-quote?state=Sokoto', token)).toMatchObject({
      status: 400,
      body: { message: SHIPMENT_MESSAGES.noDelivery('Sokoto') },
    });
    expect(await get('shipping-quote?state=Lagos&area=Fagge', token)).toMatchObject({
      status: 400,
      body: { message: SHIPMENT_MESSAGES.unknownArea('Lagos') },
    });
  });
});

describe('an order delivered to the shopper’s state', () => {
  it('a Lagos shopper’s Kano product is delivered to Lagos, with one shipment from Kano', async () => {
    const token = await newShopper();
    await fillCart(m.db, token, [{ productId: shop.productIds[GROUNDNUTS], qty: 2 }]);
    const created = await createOrder(to('Lagos', 'Victoria Island', 0), token);
    // Victoria Island is not one of this shop's areas.
    expect(created.body.message).toBe(SHIPMENT_MESSAGES.unknownArea('Lagos'));

    const response = await createOrder(to('Lagos', 'Lekki', 4_500 + 3_500), token);
    expect(response.status).toBe(201);
    const { orderId } = createOrderResponse.parse(response.body).order;
    const order = orderDetailsResponse.parse(
      (await get(`orders/details/${orderId}`, token)).body,
    ).order;
    const subtotal = 2 * SHOP.products[GROUNDNUTS].original;
    expect(order).toMatchObject({
      deliveryState: 'Lagos',
      shipping: 8_000,
      subTotal: subtotal,
      total: subtotal + 8_000 + subtotal * 0.075,
      shippingInfo: { state: 'Lagos', area: 'Lekki' },
    });
    expect(order.shipments).toEqual([
      {
        fromState: 'Kano',
        lines: [order.orderItems[0].id],
        fee: 8_000,
        window: { minDays: 4, maxDays: 7 },
      },
    ]);
  });

  it('a two-warehouse cart gives two shipments whose fees make the shipping; stock and payouts stay per line', async () => {
    const token = await newShopper();
    const lines = [
      { productId: shop.productIds[GARRI], qty: 1 },
      { productId: shop.productIds[GROUNDNUTS], qty: 3 },
      { productId: shop.productIds[RICE], qty: 1 },
    ];
    await fillCart(m.db, token, lines);
    const stockBefore = await Promise.all(lines.map((l) => stockOf(m.db, l.productId)));
    const response = await createOrder(to('Kano', 'Fagge', 6_000 + 1_500), token);
    expect(response.status).toBe(201);
    const { orderId } = createOrderResponse.parse(response.body).order;
    const order = orderDetailsResponse.parse(
      (await get(`orders/details/${orderId}`, token)).body,
    ).order;
    const idOf = (productIndex: number) =>
      order.orderItems.find((item) => item.productId === String(shop.productIds[productIndex]))!.id;
    expect(order.deliveryState).toBe('Kano');
    expect(order.shipments).toEqual([
      {
        fromState: 'Lagos',
        lines: [idOf(GARRI), idOf(RICE)],
        fee: 4_500 + 1_500,
        window: { minDays: 4, maxDays: 7 },
      },
      {
        fromState: 'Kano',
        lines: [idOf(GROUNDNUTS)],
        fee: 1_500,
        window: { minDays: 1, maxDays: 2 },
      },
    ]);
    expect(order.shipping).toBe(order.shipments.reduce((sum, s) => sum + s.fee, 0));
    const stockAfter = await Promise.all(lines.map((l) => stockOf(m.db, l.productId)));
    expect(stockAfter).toEqual(stockBefore.map((s, i) => s - lines[i].qty));
    expect(order.vendorSubaccounts.map((v) => v.subaccountId).sort()).toEqual([
      'RS_IJEBU',
      'RS_NGOZI',
    ]);
  });

  it('refuses tampered amounts and undeliverable choices, and stores nothing', async () => {
    const token = await newShopper();
    await fillCart(m.db, token, [
      { productId: shop.productIds[GARRI], qty: 1 },
      { productId: shop.productIds[GROUNDNUTS], qty: 1 },
    ]);
    const stock = await stockOf(m.db, shop.productIds[GROUNDNUTS]);
    // The right figure is 2,500 + 7,000: the area's price alone (the old rule), one shipment's
    // fee, a lower or a higher figure are all refused.
    for (const shipping of [2_500, 7_000, 9_499.99, 9_500.01, 0, 19_000]) {
      const refused = await createOrder(to('Lagos', 'Ikeja', shipping), token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/shipping/i);
    }
    expect(await createOrder(to('Sokoto', 'Ikeja', 9_500), token)).toMatchObject({
      status: 400,
      body: { message: SHIPMENT_MESSAGES.noDelivery('Sokoto') },
    });
    expect(await createOrder(to('Kano', 'Ikeja', 9_500), token)).toMatchObject({
      status: 400,
      body: { message: SHIPMENT_MESSAGES.unknownArea('Kano') },
    });

    // A warehouse state with no route to the shopper's: the whole order is refused.
    const where = and(eq(deliveryRoutes.fromState, 'Kano'), eq(deliveryRoutes.toState, 'Lagos'));
    const [route] = await m.db.select().from(deliveryRoutes).where(where);
    await m.db.delete(deliveryRoutes).where(where);
    try {
      expect(await createOrder(to('Lagos', 'Ikeja', 2_500), token)).toMatchObject({
        status: 400,
        body: { message: SHIPMENT_MESSAGES.noRoute('Kano', 'Lagos') },
      });
      const quote = deliveryQuoteResponse.parse(
        (await get('delivery-quote?from=Kano&to=Lagos')).body,
      );
      expect(quote.delivers).toBe(false);
    } finally {
      await m.db.insert(deliveryRoutes).values(route);
    }

    expect(ordersResponse.parse((await get('orders', token)).body).items).toEqual([]);
    expect(await stockOf(m.db, shop.productIds[GROUNDNUTS])).toBe(stock);

    const accepted = await createOrder(to('Lagos', 'Ikeja', 9_500), token);
    expect(accepted.status).toBe(201);
    const row = await orderRow(m.db, createOrderResponse.parse(accepted.body).order.orderId);
    const shipments = await m.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, row.id));
    expect(shipments.map((s) => s.feeKobo)).toEqual([250_000, 700_000]);
    expect(row.shippingKobo).toBe(950_000);
  });
});
