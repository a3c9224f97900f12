import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkRevalidateSignature,
  REVALIDATE_NONCE_HEADER,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
} from '@/lib/contract/revalidate';
import { DEV_REVALIDATE_SECRET } from '@/marketplace/config';
import { revalidationOutbox } from '@/marketplace/db/schema';
import { TagDelivery, queueTags } from '@/marketplace/vendor-api/revalidation';
import { insertFixture, type Fixture } from './fixtures';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { keyFor, outboxRows, vendorCall } from './vendor-helpers';

jest.setTimeout(60_000);

/**
 * A storefront's /api/revalidate as the contract of issue 24 has it, on a real local port: it
 * checks the signature itself (not with the API's code) and keeps every accepted body.
 */
class Receiver {
  received: string[][] = [];
  refused = 0;
  private server: Server | undefined;
  port = 0;

  constructor(private readonly secret = DEV_REVALIDATE_SECRET) {}

  get url() {
    return `http://127.0.0.1:${this.port}/api/revalidate`;
  }

  async start(port = 0) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => String(request.headers[name] ?? '');
        const signed =
          checkRevalidateSignature({
            secret: this.secret,
            timestamp: header(REVALIDATE_TIMESTAMP_HEADER),
            nonce: header(REVALIDATE_NONCE_HEADER),
            signature: header(REVALIDATE_SIGNATURE_HEADER),
            rawBody: body,
          }) === 'valid';
        if (request.method !== 'POST' || !signed) {
          this.refused += 1;
          response.writeHead(401).end();
          return;
        }
        this.received.push(JSON.parse(body).tags);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}

/** Polls until `check` holds (deliveries are asynchronous by design); fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const silentLog = { warn() {}, error() {} } as never;

describe('delivery of a change', () => {
  const receivers: Receiver[] = [];
  let market: TestMarketplace;
  let fixture: Fixture;
  let key: string;

  beforeAll(async () => {
    receivers.push(await new Receiver().start(), await new Receiver().start());
    market = await startTestMarketplace({
      STOREFRONT_REVALIDATE_URLS: receivers.map((r) => r.url).join(','),
    });
    fixture = await insertFixture(market.db);
    key = await keyFor(market.db, fixture.storeIds['Mama Ngozi Farms']);
  });
  afterAll(async () => {
    await market?.close();
    for (const receiver of receivers) await receiver.stop();
  });
  beforeEach(() => {
    for (const receiver of receivers) receiver.received = [];
  });

  const rice = () => fixture.products.find((p) => p.title === 'Ofada rice 50kg')!;

  it('sends the product, its store and the lists to every storefront, signed, once', async () => {
    const { status } = await vendorCall(market, key)('PATCH', `products/${rice().id}`, {
      price: 90_000,
    });
    expect(status).toBe(200);
    await until(() => receivers.every((r) => r.received.length > 0));
    await market.app.tagDelivery.deliverNow();
    for (const receiver of receivers) {
      expect(receiver.received).toEqual([
        [`product:${rice().id}`, 'store:mama ngozi farms', 'products'],
      ]);
      expect(receiver.refused).toBe(0);
    }
    expect(await outboxRows(market.db)).toEqual([]);
  });

  it('sends store:<name>, stores and products for a store change', async () => {
    await vendorCall(market, key)('PATCH', 'store', { businessDescription: '<p>New.</p>' });
    await until(() => receivers.every((r) => r.received.length > 0));
    expect(receivers[0].received).toEqual([['store:mama ngozi farms', 'stores', 'products']]);
  });

  it('sends the new product and the lists for a created product', async () => {
    const { body } = await vendorCall(market, key)('POST', 'products', {
      title: 'Bitter leaf bundle',
      price: 300,
      stock: 4,
      images: ['/media/products/2.png'],
      category: 'Vegetables',
      warehouseState: 'Lagos',
    });
    await until(() => receivers.every((r) => r.received.length > 0));
    expect(receivers[1].received).toEqual([
      [`product:${body.product.id}`, 'store:mama ngozi farms', 'products'],
    ]);
  });

  it('queues and sends nothing for a refused change', async () => {
    const { status } = await vendorCall(market, key)('PATCH', `products/${rice().id}`, {
      stock: -1,
    });
    expect(status).toBe(400);
    await market.app.tagDelivery.deliverNow();
    expect(await outboxRows(market.db)).toEqual([]);
    expect(receivers.map((r) => r.received)).toEqual([[], []]);
  });
});

describe('the outbox', () => {
  let market: TestMarketplace;
  const config = {
    revalidateSecret: DEV_REVALIDATE_SECRET,
    revalidateRetryMs: 100,
    revalidateMaxAttempts: 3,
  };

  beforeAll(async () => {
    market = await startTestMarketplace();
    // These tests drive their own TagDelivery loops. The app's own loop starts on ready without
    // being awaited; left running, it could claim a row a test just queued (seen on PostgreSQL:
    // the row read back claimed, with no error yet). Stopping it leaves the outbox to the tests.
    await market.app.tagDelivery.close();
  });
  afterAll(async () => {
    await market?.close();
  });

  it('retries a storefront that is down and delivers once it is up, once', async () => {
    const receiver = await new Receiver().start();
    const { port, url } = receiver;
    await receiver.stop();
    await queueTags(market.db, { storefrontRevalidateUrls: [url] }, ['product:1', 'products']);
    const delivery = new TagDelivery(market.db, config, silentLog);
    try {
      await delivery.deliverNow();
      const [failed] = await outboxRows(market.db);
      expect(failed).toMatchObject({ attempts: 1, gaveUpAt: null });
      expect(failed.lastError).toMatch(/fetch failed|ECONNREFUSED/);
      await receiver.start(port);
      await until(async () => (await outboxRows(market.db)).length === 0);
      await delivery.deliverNow();
      expect(receiver.received).toEqual([['product:1', 'products']]);
    } finally {
      await delivery.close();
      await receiver.stop();
    }
  });

  it('gives up after the last attempt and keeps the row, marked', async () => {
    const wrongSecret = await new Receiver('another-secret-that-is-long-enough-0123').start();
    await queueTags(market.db, { storefrontRevalidateUrls: [wrongSecret.url] }, ['stores']);
    const delivery = new TagDelivery(market.db, config, silentLog);
    try {
      await delivery.deliverNow();
      await until(async () => (await outboxRows(market.db))[0]?.gaveUpAt !== null);
      const [row] = await outboxRows(market.db);
      expect(row).toMatchObject({ attempts: 3, lastError: 'HTTP 401' });
      expect(wrongSecret.refused).toBe(3);
    } finally {
      await delivery.close();
      await wrongSecret.stop();
      await market.db.delete(revalidationOutbox);
    }
  });

  it('lets two replicas share the outbox without sending a row twice', async () => {
    const receiver = await new Receiver().start();
    const rows = Array.from({ length: 30 }, (_, i) => `product:${i + 1}`);
    for (const tag of rows)
      await queueTags(market.db, { storefrontRevalidateUrls: [receiver.url] }, [tag]);
    const replicas = [0, 1].map(() => new TagDelivery(market.db, config, silentLog));
    try {
      await Promise.all(replicas.map((replica) => replica.deliverNow()));
      expect(receiver.received.flat().sort()).toEqual([...rows].sort());
      expect(await outboxRows(market.db)).toEqual([]);
    } finally {
      for (const replica of replicas) await replica.close();
      await receiver.stop();
    }
  });
});

it('answers 429 past VENDOR_API_RATE_LIMIT_PER_MINUTE calls of one key', async () => {
  const market = await startTestMarketplace({ VENDOR_API_RATE_LIMIT_PER_MINUTE: '3' });
  try {
    const call = vendorCall(market, `ojavk_${'B'.repeat(43)}`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('GET', 'store')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another key has its own count.
    expect((await vendorCall(market, `ojavk_${'C'.repeat(43)}`)('GET', 'store')).status).toBe(401);
  } finally {
    await market.close();
  }
});
