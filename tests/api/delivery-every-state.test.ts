import { asc, sql } from 'drizzle-orm';
import { createOrderResponse, deliveryAreasResponse, orderDetailsResponse } from '@/lib/contract';
import { deliveryStatesResponse, shippingQuoteResponse } from '@/lib/contract/shipments';
import { NIGERIAN_STATES } from '@/lib/contract/states';
import { openDatabase } from '@/marketplace/db/client';
import { syncDeliveryReference } from '@/marketplace/db/reference-data';
import {
  categories,
  deliveryAreas,
  deliveryRoutes,
  products,
  settings,
  vendors,
} from '@/marketplace/db/schema';
import { deliveryRoute, deliveryRoutes as ruleRoutes } from '@/marketplace/db/seed/delivery-routes';
import { WAREHOUSES } from '@/marketplace/db/seed/vendors';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';
import { fillCart } from './orders-helpers';

/**
 * Delivery to every state (issue 38, decision 053), against a real API and database brought up to
 * the code's delivery reference data as every start does: for each of the 37 states, a cart with
 * one product from each of the seed's warehouse states is quoted and ordered.
 */

jest.setTimeout(120_000);

let m: TestMarketplace;
let token: string;
const productIds: number[] = [];
const warehouseStates = WAREHOUSES.map((w) => w.state);

beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS, ORDER_RESERVATION_SWEEP_SECONDS: '0' });
  await syncDeliveryReference(m.db);
  const [vendor] = await m.db
    .insert(vendors)
    .values({
      storeName: 'Every State Farms',
      subaccountId: 'RS_EVERY',
      tradingBusinessName: 'ESF',
    })
    .returning({ id: vendors.id });
  const [category] = await m.db.insert(categories).values({ title: 'Grains' }).returning();
  const rows = await m.db
    .insert(products)
    .values(
      warehouseStates.map((state) => ({
        title: `Beans from ${state}`,
        images: ['/media/products/beans.png'],
        originalPriceKobo: 1_000_00,
        quantity: 10_000,
        warehouseState: state,
        vendorId: vendor.id,
        categoryId: category.id,
      })),
    )
    .returning({ id: products.id });
  productIds.push(...rows.map((row) => row.id));
  await m.db.insert(settings).values([
    { key: 'tax_percent', value: '7.5' },
    { key: 'commission_percent', value: '5' },
  ]);
  token = await signUpVerified(m.app, m.db, 'everywhere@example.ng');
});
afterAll(() => m.close());

const get = (path: string) => call(m.app, 'GET', api(path), undefined, { token });

async function catalogVersionOf(market: TestMarketplace): Promise<number> {
  const result = await market.db.execute(sql`select version from catalog_version where id = 1`);
  const rows = (result as unknown as { rows: { version: number | string }[] }).rows;
  return Number(rows[0].version);
}

describe('the delivery reference data', () => {
  it('a start writes every state’s areas and every route of the rule, and a second start writes nothing new', async () => {
    const states = deliveryStatesResponse.parse((await get('delivery-states')).body).states;
    expect([...states].sort()).toEqual([...NIGERIAN_STATES].sort());
    const before = await m.db.select().from(deliveryRoutes);
    const versionBefore = await catalogVersionOf(m);
    await syncDeliveryReference(m.db);
    expect(await m.db.select().from(deliveryRoutes)).toEqual(before);
    expect(before.length).toBe(37 * 37);
    // Nothing changed, so the catalog's kept answers stay (decision 054 orders lists by route).
    expect(await catalogVersionOf(m)).toBe(versionBefore);
  });

  it('a changed route moves the catalog version, so every replica drops the lists it kept', async () => {
    const before = await catalogVersionOf(m);
    await m.db.execute(
      sql`update delivery_routes set min_days = min_days + 1 where from_state = 'Kano' and to_state = 'Lagos'`,
    );
    expect(await catalogVersionOf(m)).toBeGreaterThan(before);
    await syncDeliveryReference(m.db);
    expect(await catalogVersionOf(m)).toBeGreaterThan(before + 1);
  });

  it('keeps an area price the database holds, and brings a changed route back to the rule', async () => {
    const fresh = await openDatabase({});
    try {
      // Migration 0015's rows, an area an operator priced differently: an existing database.
      await fresh.db.insert(deliveryAreas).values({ state: 'Lagos', area: 'Ikeja', priceKobo: 1 });
      await syncDeliveryReference(fresh.db);
      const routes = await fresh.db
        .select()
        .from(deliveryRoutes)
        .orderBy(asc(deliveryRoutes.fromState), asc(deliveryRoutes.toState));
      const rule = ruleRoutes().sort(
        (a, b) => a.fromState.localeCompare(b.fromState) || a.toState.localeCompare(b.toState),
      );
      expect(routes).toEqual(rule);
      const areas = await fresh.db.select().from(deliveryAreas);
      expect(areas.find((a) => a.area === 'Ikeja')?.priceKobo).toBe(1);
      expect(new Set(areas.map((a) => a.state)).size).toBe(37);
    } finally {
      await fresh.close();
    }
  });
});

describe('every state, from every warehouse state', () => {
  it.each(NIGERIAN_STATES.map((state) => [state]))(
    'delivers to %s: a quote with one shipment per warehouse state, and an order',
    async (state) => {
      const { areas } = deliveryAreasResponse.parse(
        (await get(`delivery-areas?state=${encodeURIComponent(state)}`)).body,
      );
      expect(areas.length).toBeGreaterThanOrEqual(2);
      const area = areas[0];
      await fillCart(
        m.db,
        token,
        productIds.map((productId) => ({ productId, qty: 1 })),
      );
      const quote = shippingQuoteResponse.parse(
        (
          await get(
            `shipping-quote?state=${encodeURIComponent(state)}&area=${encodeURIComponent(area.area)}`,
          )
        ).body,
      );
      expect(quote.shipments.map((s) => [s.fromState, s.fee, s.window])).toEqual(
        warehouseStates.map((from) => {
          const route = deliveryRoute(from, state);
          return [
            from,
            route.feeKobo / 100 + area.price,
            { minDays: route.minDays, maxDays: route.maxDays },
          ];
        }),
      );
      const shipping = quote.shipping ?? NaN;
      expect(shipping).toBe(quote.shipments.reduce((sum, s) => sum + (s.fee ?? NaN), 0));

      const created = await call(
        m.app,
        'POST',
        api('orders'),
        {
          state,
          area: area.area,
          address: '12 Zik Avenue',
          postcode: '420110',
          phoneNumber: '08035550101',
          shipping,
        },
        { token },
      );
      expect(created.status).toBe(201);
      const { orderId } = createOrderResponse.parse(created.body).order;
      const order = orderDetailsResponse.parse((await get(`orders/details/${orderId}`)).body).order;
      expect(order).toMatchObject({ deliveryState: state, shipping });
      expect(order.shipments.map((s) => s.fromState)).toEqual(warehouseStates);
    },
  );
});
