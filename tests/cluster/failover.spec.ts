import type { APIRequestContext } from '@playwright/test';
import { API, codeFor, PASSWORD } from '../e2e/accounts-helpers';
import { deliveryAreas, productsOfVendors } from '../e2e/checkout-helpers';
import { expect, test } from './fixtures';

/**
 * One storefront replica and one API replica die (SIGKILL, as a crash) in the middle of a bounded
 * load run: pages through the shoppers' edge and orders through the edge's API address. After
 * FAILOVER_WINDOW_MS from the kill, no page request fails and no order is refused; at no time is
 * an order that was acknowledged missing afterwards.
 */
const FAILOVER_WINDOW_MS = 2_000;
const KILL_AT_MS = 1_500;
const RUN_MS = 8_000;
const PAGE_CLIENTS = 4;
const SHOPPERS = 8;

interface Outcome {
  startedAt: number;
  status: number;
  what: string;
}

/** A verified shopper of its own address, signed in through the API: its bearer token. */
async function shopper(request: APIRequestContext, n: number): Promise<string> {
  const email = `failover-${n}-${Date.now()}@example.com`;
  const headers = { 'x-forwarded-for': `10.77.0.${n + 1}` };
  const signup = await request.post(`${API}/api/customer/signup`, {
    headers,
    data: {
      firstName: 'Ada',
      lastName: 'Obi',
      phoneNumber: '08035550101',
      email,
      password: PASSWORD,
    },
  });
  expect(signup.status()).toBe(201);
  const verified = await request.post(`${API}/api/customer/verify-email`, {
    headers,
    data: { email, code: await codeFor(request, email) },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

test('a storefront and an API replica killed under load: nothing fails after the window, no order lost', async ({
  cluster,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const products = await productsOfVendors(request, 3);
  const productOf = (n: number) => products[n % products.length];
  const areas = new Map<string, { area: string; price: number }>();
  for (const { warehouseState } of products) {
    areas.set(warehouseState, (await deliveryAreas(request, warehouseState))[0]);
  }
  const tokens = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(request, n)));
  // Each shopper's cart holds one unit of one product, ready to order.
  for (const [n, token] of tokens.entries()) {
    const added = await request.post(`${API}/api/customer/cart/add`, {
      headers: { authorization: `Bearer ${token}` },
      data: { productId: productOf(n).id, qty: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const pages = ['/', `/products/${products[0].id}`, `/products/${products[1].id}`, '/shop'];
  // Rendered once before the run, so the run measures serving, not first renders.
  for (const path of pages) expect((await request.get(`${baseURL}${path}`)).status()).toBe(200);

  const started = Date.now();
  const at = () => Date.now() - started;
  const pageOutcomes: Outcome[] = [];
  const orderOutcomes: (Outcome & { orderId?: string; token: string })[] = [];

  const pageClient = async (client: number) => {
    for (let i = client; at() < RUN_MS; i++) {
      const path = pages[i % pages.length];
      const startedAt = at();
      const status = await request
        .get(`${baseURL}${path}`, { maxRedirects: 0, timeout: 15_000 })
        .then((response) => response.status())
        .catch(() => 0);
      pageOutcomes.push({ startedAt, status, what: path });
    }
  };
  const order = async (n: number) => {
    await new Promise((resolve) => setTimeout(resolve, (n * RUN_MS) / (SHOPPERS + 1)));
    const { warehouseState } = productOf(n);
    const area = areas.get(warehouseState)!;
    const startedAt = at();
    const response = await request
      .post(`${API}/api/customer/orders`, {
        headers: { authorization: `Bearer ${tokens[n]}` },
        data: {
          state: warehouseState,
          area: area.area,
          address: '12 Allen Avenue',
          postcode: '100001',
          phoneNumber: '08035550101',
          shipping: area.price,
        },
        timeout: 15_000,
      })
      .catch(() => null);
    const body = response?.ok()
      ? ((await response.json()) as { order: { orderId: string } })
      : null;
    orderOutcomes.push({
      startedAt,
      status: response?.status() ?? 0,
      what: `order ${n}`,
      orderId: body?.order.orderId,
      token: tokens[n],
    });
  };
  const kill = async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
    const killedAt = at();
    await Promise.all([cluster.stopReplica('storefront-1'), cluster.stopReplica('api-1')]);
    return killedAt;
  };

  const [killedAt] = await Promise.all([
    kill(),
    ...Array.from({ length: PAGE_CLIENTS }, (_, client) => pageClient(client)),
    ...tokens.map((_, n) => order(n)),
  ]);

  const afterWindow = (outcome: Outcome) => outcome.startedAt >= killedAt + FAILOVER_WINDOW_MS;
  const failedPages = pageOutcomes.filter((o) => o.status !== 200);
  console.log(
    `${pageOutcomes.length} page requests, ${failedPages.length} failed ` +
      `(${failedPages.map((o) => `${o.what} ${o.status} at ${o.startedAt} ms`).join(', ') || 'none'}); ` +
      `kill at ${killedAt} ms; orders: ${orderOutcomes.map((o) => `${o.status}@${o.startedAt}`).join(' ')}`,
  );
  expect(pageOutcomes.filter(afterWindow).length).toBeGreaterThanOrEqual(PAGE_CLIENTS);
  expect(failedPages.filter(afterWindow)).toEqual([]);
  expect(orderOutcomes.filter(afterWindow).length).toBeGreaterThan(0);
  expect(orderOutcomes.filter(afterWindow).filter((o) => o.status !== 201)).toEqual([]);

  // Every acknowledged order is there, read back through the surviving replica.
  for (const outcome of orderOutcomes.filter((o) => o.status === 201)) {
    const found = await request.get(`${API}/api/customer/orders/${outcome.orderId}`, {
      headers: { authorization: `Bearer ${outcome.token}` },
    });
    expect(found.status(), `${outcome.what} (${outcome.orderId})`).toBe(200);
  }

  await Promise.all([cluster.startReplica('storefront-1'), cluster.startReplica('api-1')]);
});
