import { expect, test } from './fixtures';
import { fullProduct } from './product-helpers';

/**
 * Which stylesheets a product page preloads. How it is compressed is the edge's work:
 * tests/cluster/delivery.spec.ts.
 */

test('a product page preloads no stylesheet it does not apply', async ({ request }) => {
  const { product } = await fullProduct(request);
  const html = await (await request.get(`/products/${product.id}`)).text();
  const applied = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="style"/g)];
  expect(applied.length).toBeGreaterThan(0);
  for (const [, href] of preloaded) expect(applied, href).toContain(href);
});
