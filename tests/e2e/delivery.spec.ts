import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { fullProduct } from './product-helpers';

/**
 * How a product page reaches the browser: which scripts are compiled eagerly, how scripts,
 * stylesheets and the page are compressed, which stylesheets are preloaded.
 */

test("a product page's first scripts are compiled eagerly, its on-demand ones stay lazy", async ({
  page,
  request,
}) => {
  const { product } = await fullProduct(request);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(new URL(response.url()).pathname, response.text());
  });
  const html = await (await page.goto(`/products/${product.id}`))!.text();
  await page.waitForLoadState('networkidle');
  // The modern browsers' scripts in the HTML (the polyfills, noModule, are never fetched here).
  const inHtml = [...html.matchAll(/<script src="([^"]+)" async=""/g)].map((match) => match[1]);
  expect(inHtml.length).toBeGreaterThan(2);
  for (const path of inHtml) {
    expect(scripts.has(path), path).toBe(true);
    expect((await scripts.get(path))!.startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(
      true,
    );
  }
  // Loaded on demand after the page is interactive (the toasts' library, at least): left lazy.
  // (Prefetches of linked pages may fetch scripts other pages load first, which are marked.)
  const later = [...scripts.keys()].filter((path) => !inHtml.includes(path));
  const lazy = [];
  for (const path of later)
    if (!(await scripts.get(path))!.startsWith('//# allFunctionsCalledOnLoad')) lazy.push(path);
  expect(lazy.length).toBeGreaterThan(0);
});

test('a product page and its scripts and stylesheets come brotli-compressed', async ({
  page,
  request,
}) => {
  const { product } = await fullProduct(request);
  const files: { path: string; encoding?: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/_next/static/') && /\.(js|css)$/.test(path))
      files.push({ path, encoding: response.headers()['content-encoding'], body: response.body() });
  });
  const document = await page.goto(`/products/${product.id}`);
  expect(document!.headers()['content-encoding']).toBe('br');
  await page.waitForLoadState('networkidle');
  expect(files.some(({ path }) => path.endsWith('.css'))).toBe(true);
  expect(files.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(2);
  for (const { path, encoding, body } of files) {
    expect(encoding, path).toBe('br');
    // What Chromium decoded is the built file, byte for byte.
    expect((await body).equals(readFileSync(`.next${path.slice('/_next'.length)}`)), path).toBe(
      true,
    );
  }
  // A client without brotli still gets the same file (the largest), gzipped per request.
  const bodies = await Promise.all(files.map(({ body }) => body));
  const largest = bodies.indexOf(bodies.reduce((a, b) => (b.length > a.length ? b : a)));
  const gzipped = await request.get(files[largest].path, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect((await gzipped.body()).equals(bodies[largest])).toBe(true);
});

test('a product page preloads no stylesheet it does not apply', async ({ request }) => {
  const { product } = await fullProduct(request);
  const html = await (await request.get(`/products/${product.id}`)).text();
  const applied = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="style"/g)];
  expect(applied.length).toBeGreaterThan(0);
  for (const [, href] of preloaded) expect(applied, href).toContain(href);
});
