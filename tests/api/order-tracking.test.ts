import { eq } from 'drizzle-orm';
import { publicTrackingResponse, trackingLinkResponse } from '@/lib/contract/tracking';
import { orderEvents, orders } from '@/marketplace/db/schema';
import {
  callAs,
  insertPaidOrder,
  signedInCustomer,
  withCommerceMarketplace,
  type Shopper,
} from './commerce-helpers';

// Issue 41 part 3: an order's public tracking page under a link the shopper can turn off.
jest.setTimeout(120_000);

const shop = withCommerceMarketplace();
let shopper: Shopper;
let other: Shopper;
let orderId: string;
let rowId: number;

const publicGet = async (token: string, remoteAddress = '203.0.113.7') => {
  const answer = await shop.market.app.inject({
    method: 'GET',
    url: `/api/customer/tracking/${token}`,
    remoteAddress,
  });
  return { status: answer.statusCode, body: answer.json() };
};
const link = (who: Shopper, method: 'GET' | 'POST' | 'DELETE', id = orderId) =>
  callAs(shop.market, who)(method, `orders/${id}/tracking-link`);

beforeAll(async () => {
  shopper = await signedInCustomer(shop.market, 'tracker@example.ng', 'Musa');
  other = await signedInCustomer(shop.market, 'other@example.ng', 'Bola');
  const products = shop.fixture.products.filter((p) => !p.hidden).slice(0, 2);
  const order = await insertPaidOrder(
    shop.market.db,
    shopper.customerId,
    products.map((p) => p.id),
  );
  orderId = order.orderId;
  rowId = order.id;
  await shop.market.db.insert(orderEvents).values([
    { orderId: rowId, status: 'paid' },
    { orderId: rowId, status: 'shipped', note: 'GIG Logistics, waybill 12345' },
  ]);
  await shop.market.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, rowId));
});

describe('the shopper', () => {
  it('has no link until asking; asking twice gives the same link', async () => {
    expect((await link(shopper, 'GET')).body).toEqual({ token: null });
    const made = trackingLinkResponse.parse((await link(shopper, 'POST')).body);
    expect(made.token).toMatch(/^[\w-]{43}$/);
    const again = await Promise.all([link(shopper, 'POST'), link(shopper, 'POST')]);
    for (const answer of again) expect(answer.body.token).toBe(made.token);
    expect((await link(shopper, 'GET')).body.token).toBe(made.token);
  });

  it("cannot make, read or turn off another shopper's order's link", async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await link(other, method)).status).toBe(404);
    expect((await link(shopper, 'GET')).body.token).not.toBeNull();
  });
});

describe('the public page', () => {
  it('shows the status, timeline and lines, and nothing personal', async () => {
    const { token } = (await link(shopper, 'GET')).body;
    const answer = await publicGet(token);
    expect(answer.status).toBe(200);
    const { tracking } = publicTrackingResponse.parse(answer.body);
    expect(tracking.status).toBe('shipped');
    expect(tracking.timeline.map((step) => step.status)).toEqual(['pending', 'paid', 'shipped']);
    expect(tracking.items).toHaveLength(2);
    const text = JSON.stringify(answer.body);
    for (const secret of [orderId, 'Musa', 'tracker@example.ng', 'waybill', '₦'])
      expect(text).not.toContain(secret);
    expect(Object.keys(tracking).sort()).toEqual(['items', 'placedAt', 'status', 'timeline']);
  });

  it('answers 404 for a guessed, malformed or turned-off link', async () => {
    const { token } = (await link(shopper, 'GET')).body;
    const guessed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [guessed, 'short', `${token}x`])
      expect((await publicGet(bad)).status).toBe(404);

    const off = await link(shopper, 'DELETE');
    expect(off.status).toBe(200);
    expect(off.body.token).toBeNull();
    expect((await publicGet(token)).status).toBe(404);
    // Turned on again: a new link; the old one stays dead.
    const fresh = (await link(shopper, 'POST')).body.token;
    expect(fresh).not.toBe(token);
    expect((await publicGet(fresh)).status).toBe(200);
    expect((await publicGet(token)).status).toBe(404);
  });

  it('limits how many pages one address opens a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1)
      statuses.push((await publicGet('x'.repeat(43), '198.51.100.9')).status);
    // Well past a family refreshing the page, then refused with 429 and a Retry-After.
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await publicGet('x'.repeat(43), '198.51.100.10')).status).toBe(404);
  });
});
