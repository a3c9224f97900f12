import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { findLiveSession } from '@/marketplace/accounts/sessions';
import {
  cartItems,
  categories,
  deliveryAreas,
  orders,
  products,
  settings,
  vendors,
} from '@/marketplace/db/schema';
import type { Database } from '@/marketplace/db/client';
import { TEST_CARDS } from '@/marketplace/payments/sandbox/cards';
import type { ServerOptions } from '@/marketplace/server';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';

/**
 * A small shop whose figures are known, for order and payment tests: two Lagos vendors with
 * payment subaccounts, one without, delivery areas and the settings of the seed (7.5 % tax,
 * 5 % commission). Prices are naira.
 */
export const SHOP = {
  vendors: [
    { storeName: 'Mama Ngozi Farms', subaccountId: 'RS_NGOZI' },
    { storeName: 'Ijebu Garri Hub', subaccountId: 'RS_IJEBU' },
    { storeName: 'No Bank Yet', subaccountId: null },
  ],
  products: [
    {
      title: 'Ofada rice 50kg',
      vendor: 0,
      state: 'Lagos',
      original: 85_000,
      discounted: 78_000.5,
      quantity: 50,
    },
    {
      title: 'Yellow garri 25kg',
      vendor: 1,
      state: 'Lagos',
      original: 18_000,
      discounted: null,
      quantity: 50,
    },
    {
      title: 'Palm oil 5 litres',
      vendor: 0,
      state: 'Lagos',
      original: 9_999.99,
      discounted: null,
      quantity: 50,
    },
    {
      title: 'Last yam tuber',
      vendor: 1,
      state: 'Lagos',
      original: 2_000,
      discounted: null,
      quantity: 1,
    },
    {
      title: 'Kano groundnuts',
      vendor: 1,
      state: 'Kano',
      original: 3_000,
      discounted: null,
      quantity: 20,
    },
    {
      title: 'Unbanked honey',
      vendor: 2,
      state: 'Lagos',
      original: 5_000,
      discounted: null,
      quantity: 20,
    },
  ],
  areas: [
    { state: 'Lagos', area: 'Ikeja', price: 2_500 },
    { state: 'Lagos', area: 'Lekki', price: 3_500 },
    { state: 'Kano', area: 'Fagge', price: 1_500 },
  ],
  taxPercent: '7.5',
  commissionPercent: '5',
} as const;

export interface Shop {
  productIds: number[];
  vendorIds: number[];
}

export async function insertShop(db: Database): Promise<Shop> {
  const vendorRows = await db
    .insert(vendors)
    .values(SHOP.vendors.map((v) => ({ ...v, tradingBusinessName: `${v.storeName} Ltd` })))
    .returning({ id: vendors.id });
  const [category] = await db.insert(categories).values({ title: 'Grains' }).returning();
  const productRows = await db
    .insert(products)
    .values(
      SHOP.products.map((p) => ({
        title: p.title,
        images: [`/media/products/${p.title.replace(/ /g, '-')}.png`],
        originalPriceKobo: Math.round(p.original * 100),
        discountedPriceKobo: p.discounted === null ? null : Math.round(p.discounted * 100),
        quantity: p.quantity,
        warehouseState: p.state,
        vendorId: vendorRows[p.vendor].id,
        categoryId: category.id,
      })),
    )
    .returning({ id: products.id });
  await db
    .insert(deliveryAreas)
    .values(SHOP.areas.map((a) => ({ state: a.state, area: a.area, priceKobo: a.price * 100 })));
  await db.insert(settings).values([
    { key: 'tax_percent', value: SHOP.taxPercent },
    { key: 'commission_percent', value: SHOP.commissionPercent },
  ]);
  return { productIds: productRows.map((r) => r.id), vendorIds: vendorRows.map((r) => r.id) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The marketplace listening on a real loopback port that is also its public URL, so that it calls
 * its own sandbox provider over HTTP and the sandbox's webhooks reach it, as in production.
 */
export async function startListeningMarketplace(
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'logger'> = {},
): Promise<TestMarketplace & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const market = await startTestMarketplace(
    {
      ...NO_RATE_LIMITS,
      MARKETPLACE_PUBLIC_URL: url,
      SITE_URL: 'https://shop.example.ng',
      ORDER_RESERVATION_SWEEP_SECONDS: '0',
      SANDBOX_WEBHOOK_RETRY_MS: '50',
      ...env,
    },
    options,
  );
  await market.app.listen({ port, host: '127.0.0.1' });
  return { ...market, url };
}

/** Puts lines straight into a customer's cart (the cart API is another branch's). */
export async function fillCart(
  db: Database,
  token: string,
  lines: { productId: number; qty: number }[],
): Promise<void> {
  const customerId = await customerIdOf(db, token);
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
  // One by one with rising created_at, so that "first cart item" is the first given.
  for (const [index, line] of lines.entries())
    await db.insert(cartItems).values({
      customerId,
      ...line,
      createdAt: new Date(Date.now() - (lines.length - index) * 1000),
    });
}

export async function customerIdOf(db: Database, token: string): Promise<number> {
  const session = await findLiveSession(db, token);
  if (!session) throw new Error('no live session for token');
  return session.customer.id;
}

export async function cartOf(db: Database, token: string) {
  return db
    .select({ productId: cartItems.productId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.customerId, await customerIdOf(db, token)));
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row.quantity;
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

export const shippingTo = (area: string) => {
  const found = SHOP.areas.find((a) => a.area === area)!;
  return {
    state: found.state,
    area: found.area,
    address: '12 Allen Avenue',
    postcode: '100271',
    phoneNumber: '08035550101',
    shipping: found.price,
  };
};

export { api, call, signUpVerified, TEST_CARDS };

/** A stand-in webhook receiver: records every call, answers 503 to the first `failFirst` calls. */
export async function startWebhookRecorder(failFirst = 0) {
  const { createServer: createHttpServer } = await import('node:http');
  const calls: { headers: Record<string, string | string[] | undefined>; body: unknown }[] = [];
  const server = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: JSON.parse(text) });
      response.statusCode = calls.length <= failFirst ? 503 : 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, polling; for effects of background work (webhooks). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface CardForm {
  cardNumber: string;
  expiry?: string;
  cvv?: string;
  action?: 'pay' | 'cancel';
}

/** Submits the sandbox's hosted page form as a browser would, and returns where it redirects. */
export async function submitHostedPage(link: string, form: CardForm) {
  const response = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ expiry: '09/32', cvv: '812', action: 'pay', ...form }).toString(),
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    html: location ? '' : await response.text(),
    redirect: location ? new URL(location) : undefined,
  };
}
