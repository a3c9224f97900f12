import { readFileSync } from 'node:fs';
import { fullProduct } from '../e2e/product-helpers';
import { expect, test } from './fixtures';

/** The line the edge puts before every script (decisions 048 and 065). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What a built file under .next/static should decode to: scripts with the compile hint first. */
function asSent(path: string): Buffer {
  const built = readFileSync(`.next${path.slice('/_next'.length)}`);
  return path.endsWith('.js') ? Buffer.concat([Buffer.from(COMPILE_HINT), built]) : built;
}

/**
 * How a product page reaches the browser through nginx: the page, its scripts and its stylesheets
 * brotli-compressed, each decoding to the built file byte for byte (a script after V8's compile
 * hint); gzip for a client without brotli. The build's files come compressed ahead (decision 065):
 * nginx knows their length before sending, which it cannot when it compresses as it sends.
 */
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
    // What Chromium decoded is the built file, byte for byte, after the hint for a script.
    expect((await body).equals(asSent(path)), path).toBe(true);
  }
  // A client without brotli still gets the same file (the largest), gzipped.
  const bodies = await Promise.all(files.map(({ body }) => body));
  const largest = bodies.indexOf(bodies.reduce((a, b) => (b.length > a.length ? b : a)));
  for (const encoding of ['br', 'gzip']) {
    const answer = await request.get(files[largest].path, {
      headers: { 'accept-encoding': encoding },
    });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    // Compressed ahead, so sent with its length rather than in chunks.
    expect(Number(answer.headers()['content-length'])).toBeGreaterThan(0);
    expect(answer.headers()['transfer-encoding']).toBeUndefined();
    expect((await answer.body()).equals(bodies[largest])).toBe(true);
  }
});
