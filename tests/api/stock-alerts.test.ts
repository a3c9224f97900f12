import { and, eq, like, sql } from 'drizzle-orm';
import { errorResponse, STOCK_ALERT_MESSAGES, STOCK_ALERTS_PER_ADDRESS } from '@/lib/contract';
import { outbox, products, stockAlerts } from '@/marketplace/db/schema';
import { sendDueStockAlerts } from '@/marketplace/stock-alerts/send';
import { call, mailsTo, testEnv } from './accounts-helpers';
import {
  fixtureProduct,
  setStock,
  setStoreStatus,
  withCommerceMarketplace,
} from './commerce-helpers';
import { insertFixture } from './fixtures';
import { startTestMarketplace } from './harness';
import { keyFor, vendorCall } from './vendor-helpers';

// One database for the file: creating one takes seconds.
jest.setTimeout(60_000);

/**
 * "Tell me when it's back" (issue 38 part 5, decision 056) on the real API: who may ask, and that
 * each request gets exactly one e-mail when its product is buyable again, whatever put the stock
 * back, and none before.
 */
const shop = withCommerceMarketplace();
const keys = {} as { ngozi: string };
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  keys.ngozi = await keyFor(shop.market.db, shop.fixture.storeIds['Mama Ngozi Farms']);
});

const product = (title: string) => fixtureProduct(shop.fixture, title);
const ask = (id: number | string, body: unknown) =>
  call(shop.market.app, 'POST', `/api/customer/products/${id}/stock-alerts`, body);
const asNgozi = (method: 'PATCH', id: number, patch: object) =>
  vendorCall(shop.market, keys.ngozi)(method, `products/${id}`, patch);
/** Waits for the sweeps that the calls so far started (the vendor API starts one after a change). */
const settled = () => shop.market.app.stockAlerts.sendNow();
const backInStock = async (email: string) =>
  (await mailsTo(shop.market.db, email)).filter((mail) => mail.subject.startsWith('Back in stock'));
const waiting = (productId: number) =>
  shop.market.db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), sql`${stockAlerts.sentAt} is null`));

describe('asking', () => {
  it('refuses a bad address, a bad or unknown id and a hidden product, and stores nothing', async () => {
    const tomatoes = product('Fresh tomatoes (basket)');
    await setStock(shop.market.db, tomatoes.id, 0);
    const hidden = product('Ofada rice premium 10kg'); // Hidden Harvest
    await setStock(shop.market.db, hidden.id, 0);
    const cases: [number | string, unknown, number, RegExp][] = [
      [tomatoes.id, {}, 400, /Invalid email address/],
      [tomatoes.id, { email: 'not-an-address' }, 400, /Invalid email address/],
      [tomatoes.id, { email: 'two@@example.ng' }, 400, /Invalid email address/],
      [tomatoes.id, { email: 'ada@example.ng\u0000' }, 400, /not allowed/],
      [tomatoes.id, { email: 7 }, 400, /Invalid email address/],
      ['abc', { email: 'ada@example.ng' }, 400, /Invalid product id/],
      [999_999, { email: 'ada@example.ng' }, 404, /Product not found/],
      [9_999_999_999, { email: 'ada@example.ng' }, 404, /Product not found/],
      [hidden.id, { email: 'ada@example.ng' }, 404, /Product not found/],
    ];
    for (const [id, body, status, message] of cases) {
      const answer = await ask(id, body);
      expect({ id, body, status: answer.status }).toEqual({ id, body, status });
      expect(errorResponse.parse(answer.body).message).toMatch(message);
    }
    expect(await shop.market.db.select().from(stockAlerts)).toEqual([]);
  });

  it('tells a shopper whose product is in stock so, and stores nothing', async () => {
    const garlic = product('Garlic 1kg');
    const answer = await ask(garlic.id, { email: 'ada@example.ng' });
    expect(answer).toMatchObject({ status: 409, body: { message: STOCK_ALERT_MESSAGES.inStock } });
    expect(await waiting(garlic.id)).toEqual([]);
  });

  it('keeps one request per address and product, however often and in whatever case it is asked', async () => {
    const yams = product('Yam tubers x5');
    await setStock(shop.market.db, yams.id, 0);
    const answers = [
      await ask(yams.id, { email: 'Chidi@Example.ng' }),
      await ask(yams.id, { email: ' chidi@example.ng ' }),
      ...(await Promise.all([1, 2, 3].map(() => ask(yams.id, { email: 'CHIDI@example.ng' })))),
    ];
    for (const answer of answers)
      expect(answer).toEqual(
        expect.objectContaining({
          status: 200,
          body: { message: STOCK_ALERT_MESSAGES.subscribed },
        }),
      );
    const rows = await waiting(yams.id);
    expect(rows.map((row) => row.email)).toEqual(['Chidi@Example.ng']);
  });

  it(`lets one address wait for ${STOCK_ALERTS_PER_ADDRESS} products at most`, async () => {
    const { db } = shop.market;
    const yams = product('Yam tubers x5');
    // Sold-out products enough to reach the cap, as a vendor's listings.
    const soldOut = await db
      .insert(products)
      .values(
        Array.from({ length: STOCK_ALERTS_PER_ADDRESS + 1 }, (_, n) => ({
          title: `Sold-out sample ${n}`,
          originalPriceKobo: 100_000,
          quantity: 0,
          warehouseState: 'Lagos',
          vendorId: yams.vendorId,
          categoryId: yams.categoryId,
        })),
      )
      .returning({ id: products.id });
    const [last, ...cap] = soldOut.map((row) => row.id).reverse();
    for (const id of cap) expect((await ask(id, { email: 'busy@example.ng' })).status).toBe(200);

    const refused = await ask(last, { email: 'BUSY@example.ng' });
    expect(refused).toMatchObject({ status: 409, body: { message: STOCK_ALERT_MESSAGES.tooMany } });
    // Asking again for one it waits for still answers as before.
    expect((await ask(cap[0], { email: 'busy@example.ng' })).status).toBe(200);
    // Another address is not held back by this one's requests.
    expect((await ask(last, { email: 'calm@example.ng' })).status).toBe(200);

    // Once one of its requests is mailed, it may ask for another.
    await setStock(db, cap[0], 1);
    await settled();
    expect((await ask(last, { email: 'busy@example.ng' })).status).toBe(200);
  });
});

describe('the one e-mail', () => {
  it('goes out once when a vendor restocks, not before, and not again on a second restock', async () => {
    const oil = product('Groundnut oil 5 litres'); // Ngozi
    await setStock(shop.market.db, oil.id, 0);
    for (const email of ['ngozi-fan@example.ng', 'second@example.ng'])
      expect((await ask(oil.id, { email })).status).toBe(200);

    // Still sold out: a price change mails nothing.
    expect((await asNgozi('PATCH', oil.id, { price: 16_000 })).status).toBe(200);
    await settled();
    expect(await backInStock('ngozi-fan@example.ng')).toEqual([]);

    expect((await asNgozi('PATCH', oil.id, { stock: 4 })).status).toBe(200);
    await settled();
    for (const email of ['ngozi-fan@example.ng', 'second@example.ng']) {
      const mails = await backInStock(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Back in stock: Groundnut oil 5 litres');
      expect(mails[0].text).toContain(`${SITE}/products/${oil.id}`);
      expect(mails[0].text).toContain('This is the only e-mail we send about it');
      expect(mails[0].html).toContain(`href="${SITE}/products/${oil.id}"`);
    }
    expect(await waiting(oil.id)).toEqual([]);

    // Sold out and back again: nobody is waiting any more.
    expect((await asNgozi('PATCH', oil.id, { stock: 0 })).status).toBe(200);
    expect((await asNgozi('PATCH', oil.id, { stock: 9 })).status).toBe(200);
    await settled();
    await shop.market.app.stockAlerts.sendNow();
    expect(await backInStock('ngozi-fan@example.ng')).toHaveLength(1);
    expect(await backInStock('second@example.ng')).toHaveLength(1);
  });

  it('may be asked for again once mailed, and is then mailed again at the next restock', async () => {
    const oil = product('Groundnut oil 5 litres');
    expect((await asNgozi('PATCH', oil.id, { stock: 0 })).status).toBe(200);
    expect((await ask(oil.id, { email: 'ngozi-fan@example.ng' })).status).toBe(200);
    expect((await asNgozi('PATCH', oil.id, { stock: 2 })).status).toBe(200);
    await settled();
    expect(await backInStock('ngozi-fan@example.ng')).toHaveLength(2);
  });

  it('waits while the product or its store is hidden, and goes when it is shown and stocked', async () => {
    const { db } = shop.market;
    const tomatoes = product('Fresh tomatoes (basket)'); // Ngozi, sold out above
    expect((await ask(tomatoes.id, { email: 'tomato@example.ng' })).status).toBe(200);
    expect((await asNgozi('PATCH', tomatoes.id, { visible: false, stock: 5 })).status).toBe(200);
    await setStoreStatus(db, shop.fixture.storeIds['Mama Ngozi Farms'], 'Hidden');
    await settled();
    expect(await backInStock('tomato@example.ng')).toEqual([]);

    expect((await asNgozi('PATCH', tomatoes.id, { visible: true })).status).toBe(200);
    await settled();
    expect(await backInStock('tomato@example.ng')).toEqual([]);

    await setStoreStatus(db, shop.fixture.storeIds['Mama Ngozi Farms'], 'Live');
    // No vendor call this time: the sweep finds it (its timer, or the next start).
    await settled();
    expect(await backInStock('tomato@example.ng')).toHaveLength(1);
  });

  it('goes out once when stock comes back by any other way, even with sweeps racing', async () => {
    const { db } = shop.market;
    const potatoes = product('Irish potatoes 5kg'); // Delta Palms
    await setStock(db, potatoes.id, 0);
    const emails = Array.from({ length: 7 }, (_, n) => `race-${n}@example.ng`);
    for (const email of emails) expect((await ask(potatoes.id, { email })).status).toBe(200);
    await settled();
    expect(await backInStock(emails[0])).toEqual([]);

    // Put back by hand (as an order cancellation, an expired hold or a seed does), then four sweeps
    // at once, as four API replicas' timers might.
    await setStock(db, potatoes.id, 3);
    const mailed = await Promise.all(
      [1, 2, 3, 4].map(() => sendDueStockAlerts(db, shop.market.config)),
    );
    expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(emails.length);
    for (const email of emails) expect(await backInStock(email)).toHaveLength(1);
    const keys = await db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(like(outbox.dedupeKey, 'stock-alert:%'));
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
  });
});

describe('limits', () => {
  it('counts requests per e-mail address and per client address, then answers 429', async () => {
    const market = await startTestMarketplace(
      testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '5' }),
    );
    try {
      const fixture = await insertFixture(market.db);
      const rice = fixture.products.find((p) => p.title === 'Local rice 25kg')!;
      await setStock(market.db, rice.id, 0);
      const from = (remoteAddress: string, email: string) =>
        call(
          market.app,
          'POST',
          `/api/customer/products/${rice.id}/stock-alerts`,
          { email },
          { remoteAddress },
        );
      const sameAddress = [];
      for (let n = 0; n < 4; n += 1) sameAddress.push((await from(`10.0.0.${n}`, 'a@x.ng')).status);
      expect(sameAddress).toEqual([200, 200, 200, 429]);
      const sameClient = [];
      for (let n = 0; n < 6; n += 1) sameClient.push((await from('10.0.1.1', `b${n}@x.ng`)).status);
      expect(sameClient).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await from('10.0.1.1', 'c@x.ng');
      expect(limited.headers['retry-after']).toBeDefined();
      expect(errorResponse.parse(limited.body).message).toMatch(/Too many attempts/);
    } finally {
      await market.close();
    }
  });
});
