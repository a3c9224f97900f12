import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/marketplace/db/client';
import { sandboxWebhooks } from '@/marketplace/db/schema';
import {
  doubling,
  fromNow,
  OutboxWorker,
  type Outbox,
  type OutboxRow,
  type Outcome,
} from '@/marketplace/replicas/outbox-worker';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { eventually } from './orders-helpers';

// The worker itself (decision 059), on the sandbox_webhooks table with a send the test scripts;
// mail, webhooks and cache tags through it are tested in replica-work and vendor-tags.
jest.setTimeout(60_000);

const silentLog = { warn() {}, error() {} } as never;

type Row = OutboxRow & { url: string };

/** A test outbox on sandbox_webhooks that records what the worker asks of it. */
function scripted(db: Database, send: (row: Row) => Outcome, limits: Partial<Outbox<Row>> = {}) {
  const calls = { sent: [] as string[], failed: [] as [string, number, number | null][] };
  const outbox: Outbox<Row> = {
    name: 'test',
    table: sandboxWebhooks,
    columns: sql`url`,
    owed: sql`delivered_at is null and gave_up_at is null`,
    stampsClaim: true,
    batch: 5,
    leaseSeconds: 30,
    maxAttempts: 3,
    retryDelayMs: doubling(50),
    send: async (row) => send(row),
    async markSent(row) {
      calls.sent.push(row.url);
      await db
        .update(sandboxWebhooks)
        .set({ deliveredAt: new Date() })
        .where(eq(sandboxWebhooks.id, row.id));
    },
    async markFailed(row, _outcome, retryInMs) {
      calls.failed.push([row.url, row.attempts, retryInMs]);
      await db
        .update(sandboxWebhooks)
        .set(retryInMs === null ? { gaveUpAt: new Date() } : { nextAttemptAt: fromNow(retryInMs) })
        .where(eq(sandboxWebhooks.id, row.id));
    },
    ...limits,
  };
  return { outbox, calls };
}

let market: TestMarketplace;
beforeAll(async () => {
  // The API's own webhook worker polls only every hour here, so the table is the tests'.
  market = await startTestMarketplace({ MAIL_RETRY_SECONDS: '3600' });
});
afterAll(() => market.close());
afterEach(() => market.db.delete(sandboxWebhooks));

const queue = (urls: string[]) =>
  market.db.insert(sandboxWebhooks).values(urls.map((url) => ({ url, body: {} })));

it('sends each due row once when two workers share the table, in batches', async () => {
  const urls = Array.from({ length: 23 }, (_, i) => `row-${i}`);
  await queue(urls);
  const sent = { sent: true } as const;
  const a = scripted(market.db, () => sent);
  const b = scripted(market.db, () => sent);
  const workers = [a, b].map(({ outbox }) => new OutboxWorker(market.db, outbox, silentLog));
  try {
    await Promise.all(workers.map((worker) => worker.deliverNow()));
    expect([...a.calls.sent, ...b.calls.sent].sort()).toEqual([...urls].sort());
    const rows = await market.db.select().from(sandboxWebhooks);
    expect(rows.every((row) => row.attempts === 1 && row.deliveredAt !== null)).toBe(true);
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
  }
});

it('backs off, doubling, and gives up after the last attempt; its timer brings each retry', async () => {
  await queue(['down']);
  const { outbox, calls } = scripted(market.db, () => ({ sent: false, failure: 'HTTP 503' }));
  const worker = new OutboxWorker(market.db, outbox, silentLog);
  try {
    await worker.deliverNow();
    expect(calls.failed).toEqual([['down', 1, 50]]);
    await eventually(async () => calls.failed.length === 3);
    expect(calls.failed).toEqual([
      ['down', 1, 50],
      ['down', 2, 100],
      ['down', 3, null],
    ]);
    const [row] = await market.db.select().from(sandboxWebhooks);
    expect(row).toMatchObject({ attempts: 3, deliveredAt: null });
    expect(row.gaveUpAt).not.toBeNull();
  } finally {
    await worker.close();
  }
});

it('counts a send that throws as a failed attempt, and leaves a row it could not mark to its lease', async () => {
  await queue(['throws']);
  const { outbox, calls } = scripted(
    market.db,
    () => {
      throw new TypeError('fetch failed');
    },
    {
      markFailed: async (row, _outcome, retryInMs) => {
        calls.failed.push([row.url, row.attempts, retryInMs]);
        throw new Error('the database went away');
      },
    },
  );
  const worker = new OutboxWorker(market.db, outbox, silentLog);
  try {
    await worker.deliverNow();
    expect(calls.failed).toEqual([['throws', 1, 50]]);
    const [row] = await market.db.select().from(sandboxWebhooks);
    // Claimed: due again only when its 30 s lease runs out.
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  } finally {
    await worker.close();
  }
});

it('sends nothing once closed', async () => {
  await queue(['late']);
  const { outbox, calls } = scripted(market.db, () => ({ sent: true }));
  const worker = new OutboxWorker(market.db, outbox, silentLog, { pollMs: 20 });
  await worker.close();
  await worker.deliverNow();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(calls.sent).toEqual([]);
});
