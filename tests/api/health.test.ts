import { sql } from 'drizzle-orm';
import { startTestMarketplace, type TestMarketplace } from './harness';

let m: TestMarketplace;
beforeAll(async () => {
  m = await startTestMarketplace();
});
afterAll(() => m.close());

async function get(url: string) {
  const response = await m.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

it('answers readiness from a real query: ready with a working database, 503 with a broken one, while /health stays 200', async () => {
  expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ready' } });

  // The products table gone (a bad restore, a schema dropped by hand): nothing can be served.
  await m.db.execute(sql`alter table products rename to products_gone`);
  try {
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');
    expect(ready.body.message).toMatch(/database/i);
    expect(ready.body.message).not.toContain('products');
  } finally {
    await m.db.execute(sql`alter table products_gone rename to products`);
  }
  expect((await get('/health/ready')).status).toBe(200);
});
