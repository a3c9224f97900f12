import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shared cache through the edge (issue 37, decision 052): URLs anyone can make up leave nothing
 * in Redis, Redis is capped with an eviction rule, and a paused Redis slows nothing down.
 */

/** The entries of Next's cache, pages and fetches, in the cache Redis. */
async function entryCounts(redis: Redis) {
  let pages = 0;
  let all = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', '*:entry:*', 'COUNT', 1000);
    cursor = next;
    all += keys.length;
    pages += keys.filter((key) => key.includes('APP_PAGE')).length;
  } while (cursor !== '0');
  return { pages, all };
}

async function memoryOf(redis: Redis) {
  const info = await redis.info('memory');
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1]);
  return { used: field('used_memory'), max: field('maxmemory') };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function timedGet(request: APIRequestContext, path: string) {
  const start = performance.now();
  const response = await request.get(path, { timeout: 15_000, maxRedirects: 0 });
  await response.body();
  return { status: response.status(), ms: performance.now() - start };
}

async function wrongLogin(request: APIRequestContext, email: string) {
  const start = performance.now();
  const response = await request.post('/api/auth/login', {
    data: { email, password: 'Not-the-password-1!' },
    timeout: 15_000,
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status(), message: body.message, ms: performance.now() - start };
}

async function someProductId(apiUrl: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/api/customer/shop/products?limit=3`);
  const { products } = (await answer.json()) as { products: { _id: string | number }[] };
  return String(products[2]._id);
}

test('2,000 made-up URLs leave no entry in Redis, which stays under its cap', async ({
  cluster,
  request,
}) => {
  test.setTimeout(600_000);
  const cache = new Redis(cluster.cacheRedisUrl);
  try {
    const { max } = await memoryOf(cache);
    expect(max, 'the cache Redis has a memory cap').toBeGreaterThan(0);
    expect((await cache.config('GET', 'maxmemory-policy'))[1]).toBe('allkeys-lru');
    // The plain shop, which junk prices fall back to, is cached once like any real page.
    expect((await request.get('/shop')).status()).toBe(200);
    const before = await entryCounts(cache);

    const tag = Date.now().toString(36);
    const junk = Array.from({ length: 2_000 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return `/search?query=${tag}zq${i}x${Math.random().toString(36).slice(2)}`;
        case 1:
          return `/shop?category=${tag}-not-a-category-${i}`;
        case 2:
          return `/shop?minPrice=${i}e3&maxPrice=lots${i}`;
        default:
          return `/shop?page=${5_000 + i}`;
      }
    });
    const statuses = new Map<number, number>();
    await inPool(junk, 16, async (path) => {
      const status = (await request.get(path, { timeout: 30_000 })).status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2_000 });

    const after = await entryCounts(cache);
    expect(after.pages - before.pages, 'page entries made by junk').toBe(0);
    expect(after.all - before.all, 'entries of any kind made by junk').toBeLessThan(20);
    const { used } = await memoryOf(cache);
    expect(used).toBeLessThan(max);
  } finally {
    cache.disconnect();
  }

  // A real page and the sign-in limit still work afterwards.
  const id = await someProductId(cluster.apiUrl);
  const product = await request.get(`/products/${id}`);
  expect(product.status()).toBe(200);
  const shop = await request.get('/search?query=rice');
  expect(shop.status()).toBe(200);
  expect(await shop.text()).toContain('/products/');
  const email = `limit-${Date.now()}@example.com`;
  const tries = [];
  for (let i = 0; i < 11; i++) tries.push((await wrongLogin(request, email)).status);
  expect(tries.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(tries[10]).toBe(429);
});

test('with Redis paused for 15 s, pages answer within 2 s and login within 1 s', async ({
  cluster,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await someProductId(cluster.apiUrl);
  const pages = ['/', '/shop', `/products/${id}`];
  for (const path of pages) expect((await timedGet(request, path)).status).toBe(200);

  const urls = [...new Set([cluster.redisUrl, cluster.cacheRedisUrl])];
  const pids: number[] = [];
  for (const url of urls) {
    const redis = new Redis(url);
    pids.push(Number(/^process_id:(\d+)/m.exec(await redis.info('server'))?.[1]));
    redis.disconnect();
  }
  expect(pids.every((pid) => pid > 0)).toBe(true);

  const pausedAt = Date.now();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  try {
    for (const path of [...pages, ...pages]) {
      const answer = await timedGet(request, path);
      expect(answer.status, path).toBe(200);
      expect(answer.ms, path).toBeLessThan(2_000);
    }
    const login = await wrongLogin(request, `paused-${Date.now()}@example.com`);
    expect(login.status).toBe(401);
    expect(login.message).toBeTruthy();
    expect(login.ms).toBeLessThan(1_000);
    const ready = await request.get('/health/ready');
    expect(await ready.json()).toMatchObject({ redis: 'down' });
    await sleep(Math.max(0, 15_000 - (Date.now() - pausedAt)));
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }

  // Back to normal: Redis is used again.
  await expect
    .poll(
      async () => ((await (await request.get('/health/ready')).json()) as { redis: string }).redis,
      {
        timeout: 20_000,
      },
    )
    .toBe('up');
  for (const path of pages) expect((await timedGet(request, path)).status).toBe(200);
});

test('the revalidate call is refused at the edge; the replicas still take it from the API', async ({
  cluster,
  request,
}) => {
  const outside = await request.post('/api/revalidate', { data: { tags: ['catalog'] } });
  expect(outside.status()).toBe(404);
  expect(await outside.json()).toEqual({ message: 'Not found' });
  // Straight to a replica, as the API calls it: looked at (and refused for want of a signature).
  const inside = await request.post(`${cluster.storefrontUrls[0]}/api/revalidate`, {
    data: { tags: ['catalog'] },
  });
  expect(inside.status()).toBe(401);
});
