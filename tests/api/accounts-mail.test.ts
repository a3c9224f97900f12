import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@/marketplace/config';
import { outbox } from '@/marketplace/db/schema';
import { buildServer } from '@/marketplace/server';
import { fakeSmtpServer } from '../fake-smtp';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, newCustomer, signUpVerified } from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace(NO_RATE_LIMITS);
});
afterAll(() => m.close());

describe('dev mailbox', () => {
  it('lists the outbox as JSON, newest first, optionally for one recipient', async () => {
    await call(m.app, 'POST', api('signup'), newCustomer('first@example.ng'));
    await call(m.app, 'POST', api('signup'), newCustomer('second@example.ng'));
    const all = await call(m.app, 'GET', '/dev/mailbox.json');
    expect(all.status).toBe(200);
    expect(all.body.messages.slice(0, 2)).toEqual([
      {
        to: 'second@example.ng',
        subject: 'Your Oja Market verification code',
        text: expect.stringMatching(/^Your Oja Market verification code is \d{6}\n/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ to: 'first@example.ng' }),
    ]);
    const mine = await call(m.app, 'GET', '/dev/mailbox.json?to=FIRST@example.ng');
    expect(mine.body.messages).toHaveLength(1);
    expect(mine.body.messages[0].to).toBe('first@example.ng');
  });

  it('shows the outbox as a page with everything escaped', async () => {
    await call(m.app, 'POST', api('signup'), newCustomer('<img/src=x>@example.ng'));
    await signUpVerified(m.app, m.db, 'page@example.ng');
    await call(m.app, 'POST', api('forgot-password'), { email: 'page@example.ng' });
    const page = await call(m.app, 'GET', '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('&lt;img/src=x&gt;@example.ng');
    expect(page.body).not.toContain('<img/src=x>');
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}">/,
    );
  });

  it('does not exist in production', async () => {
    const production = await buildServer({
      db: m.db,
      // The sandbox provider is a demo part too: production takes the real one (decision 028).
      config: loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'flutterwave',
        FLW_SECRET_KEY: 'FLWSECK-live',
        FLW_SECRET_HASH: 'hash',
        TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
        REVALIDATE_SECRET: 'r'.repeat(32),
      }),
    });
    try {
      expect((await call(production, 'GET', '/dev/mailbox')).status).toBe(404);
      expect((await call(production, 'GET', '/dev/mailbox.json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('SMTP delivery', () => {
  let smtp: Server;
  let app: FastifyInstance;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = fakeSmtpServer(received);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as AddressInfo;
    app = await buildServer({
      db: m.db,
      config: {
        ...m.config,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Oja Test <test@ojamarket.ng>',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('sends through SMTP_URL and marks the outbox row sent', async () => {
    const res = await call(app, 'POST', api('signup'), newCustomer('smtp@example.ng'));
    expect(res.status).toBe(201);
    const row = await waitFor(async () => {
      const [mail] = await m.db.select().from(outbox).where(eq(outbox.to, 'smtp@example.ng'));
      return mail?.sentAt ? mail : undefined;
    });
    expect(row.subject).toBe('Your Oja Market verification code');
    const message = received.find((text) => text.includes('To: smtp@example.ng'));
    expect(message).toContain('From: Oja Test <test@ojamarket.ng>');
    expect(message).toContain('Subject: Your Oja Market verification code');
  });

  it('keeps a message that could not be sent in the outbox, unsent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const broken = await buildServer({
      db: m.db,
      config: { ...m.config, smtpUrl: `smtp://127.0.0.1:${port}` },
    });
    const res = await call(broken, 'POST', api('signup'), newCustomer('unsent@example.ng'));
    expect(res.status).toBe(201);
    await broken.close(); // waits for the delivery attempt
    const [mail] = await m.db.select().from(outbox).where(eq(outbox.to, 'unsent@example.ng'));
    expect(mail.sentAt).toBeNull();
  });
});
