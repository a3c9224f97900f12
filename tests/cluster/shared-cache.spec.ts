import path from 'node:path';
import { productsOfVendors } from '../e2e/checkout-helpers';
import { expect, test } from './fixtures';

/**
 * Next's cache is shared by the storefront replicas through Redis: a product page (ISR) rendered
 * by one is served from the cache by the other, and a tag revalidated once is gone for both.
 * Asked of each replica directly, not through nginx, to know which one answered.
 */
test('a page rendered on one storefront replica is served from the cache by the other', async ({
  cluster,
  request,
}) => {
  const [first, second] = cluster.storefrontUrls;
  // A product no other test opens, so its page is not in the cache yet.
  const [product] = await productsOfVendors(request, 1, 14);
  const pagePath = `/products/${product.id}`;
  const cacheState = async (origin: string) => {
    const response = await request.get(`${origin}${pagePath}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(product.title);
    return response.headers()['x-nextjs-cache'];
  };

  expect(await cacheState(first)).toBe('MISS');
  expect(await cacheState(second)).toBe('HIT');

  // Revalidating the product's tag (what the API sends when it changes) drops it for both: the
  // next request renders it again, wherever it lands, and the new copy is shared again.
  // Loaded by Node itself: Playwright's own loader turns imported .mjs files into CommonJS.
  const { default: RedisCacheHandler } = (await import(
    path.resolve('lib/server/cache/redis-cache-handler.mjs')
  )) as typeof import('@/lib/server/cache/redis-cache-handler.mjs');
  const handler = new RedisCacheHandler(
    { serverDistDir: '.next/server' },
    { url: cluster.redisUrl, cacheUrl: cluster.cacheRedisUrl },
  );
  await handler.revalidateTag(`product:${product.id}`);
  expect(await cacheState(second)).toBe('MISS');
  expect(await cacheState(first)).toBe('HIT');
  await handler.redis.quit();
});
