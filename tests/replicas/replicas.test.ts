// Two API replicas on one PostgreSQL server and one Redis (scripts/test-replicas.sh), over real
// HTTP: what must be shared is shared, and what must happen once happens once (decision 036).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from 'pg';
import {
  call,
  connectDatabase,
  eventually,
  startFakeSmtp,
  startReplicas,
  startWebhookReceiver,
  stopReplicas,
  type Replica,
} from './cluster';

const PER_EMAIL_LIMIT = 5;
const PASSWORD = 'Ojà-Market1';

let replicas: Replica[];
let db: Client;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const [a, b] = [0, 1].map(
  (index) =>
    (path: string, method = 'GET', body?: unknown, token?: string) =>
      call(replicas[index].url, method, path, body, token),
);
/** Replica 1 for even numbers, replica 2 for odd ones: calls spread over both. */
const either = (index: number) => (index % 2 === 0 ? a : b);

before(async () => {
  smtp = await startFakeSmtp();
  receiver = await startWebhookReceiver();
  replicas = await startReplicas({
    AUTH_RATE_LIMIT_PER_MINUTE: String(PER_EMAIL_LIMIT),
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
    ORDER_RESERVATION_SWEEP_SECONDS: '1',
    ORDER_MAX_UNPAID: '100',
    MAIL_RETRY_SECONDS: '1',
    SMTP_URL: smtp.url,
    PAYMENT_WEBHOOK_URL: receiver.url,
    SANDBOX_WEBHOOK_RETRY_MS: '200',
    SITE_URL: 'https://shop.example.ng',
  });
  db = await connectDatabase();
});

after(async () => {
  await stopReplicas(replicas ?? []);
  await db?.end();
  smtp?.server.close();
  receiver?.server.close();
});

async function one<Row>(text: string, values: unknown[] = []): Promise<Row> {
  const { rows } = await db.query(text, values);
  return rows[0] as Row;
}

/** Signs up on one replica and verifies on the other with the mailed code; the session token. */
async function customer(email: string, index: number): Promise<string> {
  const signup = await either(index)('/api/customer/signup', 'POST', {
    firstName: 'Ada',
    lastName: 'Obi',
    email,
    password: PASSWORD,
    phoneNumber: '08035550101',
  });
  assert.equal(signup.status, 201, JSON.stringify(signup.body));
  const { text } = await one<{ text: string }>(
    'select text from outbox where "to" = $1 order by id desc limit 1',
    [email],
  );
  const code = /verification code is (\d{6})/.exec(text)![1];
  const verified = await either(index + 1)('/api/customer/verify-email', 'POST', { email, code });
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return verified.body.token as string;
}

/** A product of a live store that ships to a delivery area, with its stock set to `quantity`. */
async function productWithStock(quantity: number, skip = 0) {
  const product = await one<{ id: number; state: string; area: string; price: number }>(
    `select distinct on (p.id) p.id, p.warehouse_state as state, d.area,
       d.price_kobo / 100.0 as price
     from products p join vendors v on v.id = p.vendor_id
     join delivery_areas d on d.state = p.warehouse_state
     where v.store_status = 'Live' order by p.id, d.area offset $1 limit 1`,
    [skip],
  );
  await db.query('update products set quantity = $2 where id = $1', [product.id, quantity]);
  return { ...product, price: Number(product.price) };
}

const stockOf = async (productId: number) =>
  (await one<{ quantity: number }>('select quantity from products where id = $1', [productId]))
    .quantity;

async function fillCart(token: string, productId: number, qty: number) {
  await db.query(
    `insert into cart_items (customer_id, product_id, qty)
     select customer_id, $2, $3 from sessions where token_hash = encode(sha256($1::bytea), 'hex')`,
    [token, productId, qty],
  );
}

describe('two API replicas', () => {
  it('migrated and seeded the empty database once, though they started together', async () => {
    const { migrations } = await one<{ migrations: number }>(
      'select count(*)::int as migrations from drizzle.__drizzle_migrations',
    );
    const journal = (await import('../../marketplace/db/migrations/meta/_journal.json')).default;
    assert.equal(migrations, journal.entries.length);
    const { stores } = await one<{ stores: number }>(`select count(*)::int as stores from vendors`);
    const { distinct } = await one<{ distinct: number }>(
      `select count(distinct store_name)::int as distinct from vendors`,
    );
    assert.ok(stores > 0);
    assert.equal(stores, distinct, 'the demo stores were seeded twice');
  });

  it('count wrong logins spread over both into one limit per e-mail address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL_LIMIT + 3; i++) {
      const answer = await either(i)('/api/customer/login', 'POST', {
        email: 'guess@example.ng',
        password: 'not-the-password',
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(
      statuses.map((status) => status === 429),
      [...Array(PER_EMAIL_LIMIT).fill(false), true, true, true],
      `statuses ${statuses}`,
    );
  });

  it('sell the last unit once to 20 shoppers ordering at the same moment on both', async () => {
    const product = await productWithStock(1);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => customer(`last-unit-${i}@example.ng`, i)),
    );
    for (const token of tokens) await fillCart(token, product.id, 1);
    const shipping = { address: '12 Allen Avenue', postcode: '100271', phoneNumber: '08035550101' };
    const answers = await Promise.all(
      tokens.map((token, i) =>
        either(i)(
          '/api/customer/orders',
          'POST',
          { ...shipping, state: product.state, area: product.area, shipping: product.price },
          token,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, ...Array(19).fill(409)], JSON.stringify(answers[0].body));
    assert.equal(await stockOf(product.id), 0);
  });

  it('give an expired hold back exactly once, whichever sweeps', async () => {
    const product = await productWithStock(30, 1);
    const tokens = await Promise.all(
      Array.from({ length: 6 }, (_, i) => customer(`hold-${i}@example.ng`, i)),
    );
    for (const [i, token] of tokens.entries()) {
      await fillCart(token, product.id, 2);
      const order = await either(i)(
        '/api/customer/orders',
        'POST',
        {
          address: '12 Allen Avenue',
          postcode: '100271',
          phoneNumber: '08035550101',
          state: product.state,
          area: product.area,
          shipping: product.price,
        },
        token,
      );
      assert.equal(order.status, 201, JSON.stringify(order.body));
    }
    assert.equal(await stockOf(product.id), 30 - 12);
    // The holds run out now: both replicas sweep every second.
    await db.query(
      `update orders set reserved_until = now() - interval '1 second'
       where id in (select order_id from order_items where product_id = $1)`,
      [product.id],
    );
    await eventually('every hold given back', async () => {
      const { holding } = await one<{ holding: number }>(
        `select count(*)::int as holding from orders
         where reserved_until is not null
           and id in (select order_id from order_items where product_id = $1)`,
        [product.id],
      );
      return holding === 0;
    });
    assert.equal(await stockOf(product.id), 30);
  });

  it('see a catalog change made through one on the other, whose answers were kept', async () => {
    const product = await one<{ id: number; store: string }>(
      `select p.id, v.store_name as store from products p join vendors v on v.id = p.vendor_id
       where v.store_status = 'Live' order by p.id desc limit 1`,
    );
    const titles = async (ask: typeof a) => {
      const answer = await ask(
        `/api/customer/products?storeName=${encodeURIComponent(product.store)}&limit=100`,
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return JSON.stringify(answer.body);
    };
    // Both keep the list; then a write (a vendor's, by hand here) changes it.
    assert.ok(!(await titles(a)).includes('Renamed on one replica'));
    assert.ok(!(await titles(b)).includes('Renamed on one replica'));
    await db.query(`update products set title = 'Renamed on one replica' where id = $1`, [
      product.id,
    ]);
    assert.ok((await titles(a)).includes('Renamed on one replica'));
    assert.ok((await titles(b)).includes('Renamed on one replica'));
  });

  it('send each mail once, both looking for due mail every second', async () => {
    // As a replica that stopped before sending leaves them: due, unclaimed.
    const addresses = Array.from({ length: 12 }, (_, i) => `once-${i}@example.ng`);
    await db.query(
      `insert into outbox ("to", subject, text, next_attempt_at)
       select address, 'Once', 'Sent once', now() from unnest($1::text[]) as address`,
      [addresses],
    );
    await eventually('every mail sent', async () => {
      const { unsent } = await one<{ unsent: number }>(
        `select count(*)::int as unsent from outbox where "to" = any($1) and sent_at is null`,
        [addresses],
      );
      return unsent === 0;
    });
    for (const address of addresses) {
      const copies = smtp.received.filter((message) => message.includes(`To: ${address}`));
      assert.equal(copies.length, 1, `${address} got ${copies.length} copies`);
    }
  });

  it('retry each failed webhook once, on one replica', async () => {
    const markers = Array.from({ length: 8 }, (_, i) => `webhook-${i}`);
    await db.query(
      `insert into sandbox_webhooks (url, body)
       select $1, jsonb_build_object('marker', marker) from unnest($2::text[]) as marker`,
      [receiver.url, markers],
    );
    await eventually('every webhook delivered', async () => {
      const { pending } = await one<{ pending: number }>(
        `select count(*)::int as pending from sandbox_webhooks
         where body->>'marker' = any($1) and delivered_at is null`,
        [markers],
      );
      return pending === 0;
    });
    for (const marker of markers)
      assert.equal(
        receiver.calls.filter((call) => call === marker).length,
        2,
        `${marker}: the first call (503) and one retry`,
      );
  });
});
