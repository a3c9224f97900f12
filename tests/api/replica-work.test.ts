import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@/marketplace/config';
import { outbox, sandboxWebhooks } from '@/marketplace/db/schema';
import { buildServer } from '@/marketplace/server';
import { fakeSmtpServer } from '../fake-smtp';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, testEnv } from './accounts-helpers';
import { eventually, startWebhookRecorder } from './orders-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

describe('replica settings', () => {
  it('take a redis:// URL and a whole number of seconds, and refuse anything else', () => {
    expect(loadConfig(testEnv({}))).toMatchObject({ redisUrl: undefined, mailRetrySeconds: 60 });
    expect(
      loadConfig(testEnv({ REDIS_URL: 'redis://127.0.0.1:6379', MAIL_RETRY_SECONDS: '5' })),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', mailRetrySeconds: 5 });
    expect(() => loadConfig(testEnv({ REDIS_URL: '127.0.0.1:6379' }))).toThrow(
      /REDIS_URL must be a redis:\/\//,
    );
    expect(() => loadConfig(testEnv({ MAIL_RETRY_SECONDS: '0' }))).toThrow(/MAIL_RETRY_SECONDS/);
  });
});

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(NO_RATE_LIMITS);
});
afterAll(() => m.close());

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate limits in Redis', () => {
  // Decision 050 replaced decision 036's 500: a Redis that cannot be reached costs nothing, and
  // the tries are counted in this process meanwhile (tests/api/rate-limit-redis.test.ts stalls one).
  it('count sign-in tries in this process while Redis is unreachable: still limited, never a 500', async () => {
    const app = await buildServer({
      db: m.db,
      config: {
        ...m.config,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        authRateLimitPerEmail: 2,
      },
    });
    const wrongLogin = { email: 'nobody@example.ng', password: 'not-the-password' };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call(app, 'POST', api('login'), wrongLogin)).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('outgoing mail as claimed rows', () => {
  let smtp: Server;
  let app: FastifyInstance;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = fakeSmtpServer(received, { refuseFirst: true });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as AddressInfo;
    app = await buildServer({
      db: m.db,
      config: { ...m.config, smtpUrl: `smtp://127.0.0.1:${port}`, mailRetrySeconds: 1 },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('send a mail refused once on its next try, once, and never the dev mailbox’s', async () => {
    // Written while there was no SMTP_URL: for the dev mailbox only.
    await m.db.insert(outbox).values({ to: 'mailbox@example.ng', subject: 'Kept', text: 'Kept' });
    const res = await call(app, 'POST', api('signup'), {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'retried@example.ng',
      password: 'Ojà-Market1',
      phoneNumber: '08035550101',
    });
    expect(res.status).toBe(201);
    let row: typeof outbox.$inferSelect | undefined;
    await eventually(async () => {
      [row] = await m.db.select().from(outbox).where(eq(outbox.to, 'retried@example.ng'));
      return Boolean(row?.sentAt);
    });
    expect(row).toMatchObject({ attempts: 2, lastError: expect.stringMatching(/451/) });
    expect(received.filter((text) => text.includes('To: retried@example.ng'))).toHaveLength(1);
    const [kept] = await m.db.select().from(outbox).where(eq(outbox.to, 'mailbox@example.ng'));
    expect(kept).toMatchObject({ sentAt: null, attempts: 0, nextAttemptAt: null });
    expect(received.some((text) => text.includes('To: mailbox@example.ng'))).toBe(false);
  });
});

describe('sandbox webhooks as claimed rows', () => {
  it('send one whose claim ran out (its replica stopped) once, and no delivered one', async () => {
    const recorder = await startWebhookRecorder();
    const app = await buildServer({ db: m.db, config: { ...m.config, mailRetrySeconds: 1 } });
    try {
      const [orphan, done] = await m.db
        .insert(sandboxWebhooks)
        .values([
          {
            url: recorder.url,
            body: { marker: 'orphan' },
            attempts: 1,
            claimedAt: sql`now() - interval '1 minute'`,
            nextAttemptAt: sql`now() - interval '1 second'`,
          },
          { url: recorder.url, body: { marker: 'done' }, deliveredAt: new Date() },
        ])
        .returning();
      await eventually(async () => {
        const [row] = await m.db
          .select()
          .from(sandboxWebhooks)
          .where(eq(sandboxWebhooks.id, orphan.id));
        return Boolean(row.deliveredAt);
      });
      expect(recorder.calls.map((c) => c.body)).toEqual([{ marker: 'orphan' }]);
      const [row] = await m.db
        .select()
        .from(sandboxWebhooks)
        .where(eq(sandboxWebhooks.id, done.id));
      expect(row.attempts).toBe(0);
    } finally {
      await app.close();
      await recorder.close();
    }
  });
});
