import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import RedisCacheHandler from '@/lib/server/cache/redis-cache-handler.mjs';

/**
 * The storefront's shared Next cache (lib/server/cache/redis-cache-handler.mjs) against a real
 * redis-server started here on REDIS_TEST_PORT: two handlers stand for two storefront replicas.
 */
const PORT = Number(process.env.REDIS_TEST_PORT ?? 6391);
const URL = `redis://127.0.0.1:${PORT}`;
let server: ChildProcess;

const replica = (buildId = 'build-a') =>
  new RedisCacheHandler({}, { url: URL, prefix: `test:${process.pid}:`, buildId });

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<html>Yam</html>',
  rscData: Buffer.from([0, 1, 2, 250]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
});

beforeAll(async () => {
  server = spawn(
    'redis-server',
    ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = replica();
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await probe.redis.ping().catch(() => '')) === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not start on port ${PORT}`);
});

afterAll(async () => {
  await replica().redis.quit();
  server.kill('SIGTERM');
});

test('a page one replica stored is served by the other, Buffers and Maps intact', async () => {
  const cacheControl = { revalidate: 300, expire: 3600 };
  await replica().set('/cached/lagos/shop', page('products,_N_T_/cached/lagos/shop'), {
    cacheControl,
  });
  const entry = await replica().get('/cached/lagos/shop', { kind: 'APP_PAGE' });
  expect(entry).not.toBeNull();
  expect(entry!.cacheControl).toEqual(cacheControl);
  const value = entry!.value as ReturnType<typeof page>;
  expect(value.html).toBe('<html>Yam</html>');
  expect(Buffer.isBuffer(value.rscData) && [...value.rscData]).toEqual([0, 1, 2, 250]);
  expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
});

test('a tag revalidated on one replica is a miss on both; other tags stay', async () => {
  const [one, two] = [replica(), replica()];
  await one.set('/product/1', page('product:1,products'), {});
  await one.set('/product/2', page('product:2,products'), {});
  await two.revalidateTag(['product:1']);
  expect(await one.get('/product/1', { kind: 'APP_PAGE' })).toBeNull();
  expect(await two.get('/product/1', { kind: 'APP_PAGE' })).toBeNull();
  expect(await one.get('/product/2', { kind: 'APP_PAGE' })).not.toBeNull();
  // Rendered again after the revalidation, it is served again.
  await two.set('/product/1', page('product:1,products'), {});
  expect(await one.get('/product/1', { kind: 'APP_PAGE' })).not.toBeNull();
});

test("a fetch's tags come from the stored entry and from the request", async () => {
  const fetched = {
    kind: 'FETCH',
    data: { body: '{}', headers: {}, status: 200, url: 'x' },
    tags: ['store:mama put'],
    revalidate: 60,
  };
  await replica().set('fetch-key', fetched, { tags: ['store:mama put'] });
  expect(await replica().get('fetch-key', { kind: 'FETCH', tags: [] })).not.toBeNull();
  await replica().revalidateTag('stores');
  // A soft tag (the page's path) given only at read time counts too.
  expect(await replica().get('fetch-key', { kind: 'FETCH', softTags: ['stores'] })).toBeNull();
  await replica().revalidateTag('store:mama put');
  expect(await replica().get('fetch-key', { kind: 'FETCH', tags: [] })).toBeNull();
});

test("another build never reads this build's entries", async () => {
  await replica('build-a').set('/about', page('about'), {});
  expect(await replica('build-b').get('/about', { kind: 'APP_PAGE' })).toBeNull();
});

test('set(key, null) drops the entry', async () => {
  await replica().set('/gone', page('gone'), {});
  await replica().set('/gone', null, {});
  expect(await replica().get('/gone', { kind: 'APP_PAGE' })).toBeNull();
});

/** The `cacheHandler` that next.config.mjs names in a phase, read afresh as `next start` does. */
function configuredHandler(phase: string, redisUrl: string | undefined): string {
  const env = { ...process.env };
  delete env.REDIS_URL;
  if (redisUrl !== undefined) env.REDIS_URL = redisUrl;
  const script = `import('./next.config.mjs').then((m) =>
    process.stdout.write(m.default(${JSON.stringify(phase)}).cacheHandler ?? ''))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env,
    encoding: 'utf8',
  });
}

test('the handler is named at start with REDIS_URL, never at build (one build serves both)', () => {
  expect(configuredHandler('phase-production-server', URL)).toMatch(
    /lib\/server\/cache\/redis-cache-handler\.mjs$/,
  );
  expect(configuredHandler('phase-production-server', undefined)).toBe('');
  expect(configuredHandler('phase-production-build', URL)).toBe('');
  expect(() => new RedisCacheHandler({}, { url: '' })).toThrow(/REDIS_URL/);
});
