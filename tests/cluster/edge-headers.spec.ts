import { expect, test } from './fixtures';

/**
 * What the edge adds to and takes from answers: Next's internals never reach a browser, and the
 * pages nginx makes itself (413, 502, 504) carry nosniff and a Content-Security-Policy.
 */
const INTERNAL_HEADERS = [
  'x-middleware-rewrite',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-nextjs-rewritten-path',
  'x-nextjs-matched-path',
];

test("Next's internal headers stop at the edge", async ({ request, cluster }) => {
  const { id } = (
    await (await request.get(`${cluster.apiUrl}/api/customer/products?limit=1`)).json()
  ).products[0] as { id: string };
  for (const path of ['/', '/shop', `/products/${id}`]) {
    // Twice: the second answer comes from the cache, with its own headers.
    for (const round of [1, 2]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const leaked = INTERNAL_HEADERS.filter((name) => name in response.headers());
      expect(leaked, `${path} (${round})`).toEqual([]);
    }
  }
});

function expectEdgeHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, what).toContain("default-src 'none'");
  expect(policy, what).toContain("frame-ancestors 'none'");
}

test("nginx's own 413 page carries nosniff and a CSP", async ({ request }) => {
  const response = await request.post('/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    data: 'x'.repeat(1024 * 1024 + 1),
  });
  expect(response.status()).toBe(413);
  expectEdgeHeaders(response.headers(), '413');
});

test("nginx's own 502 page carries nosniff and a CSP", async ({ request, cluster }) => {
  test.setTimeout(120_000);
  await Promise.all([cluster.stopReplica('storefront-1'), cluster.stopReplica('storefront-2')]);
  try {
    // A page the edge never keeps: a kept one would be served stale (edge-cache.spec.ts).
    const response = await request.get('/about');
    expect(response.status()).toBe(502);
    expectEdgeHeaders(response.headers(), '502');
  } finally {
    await Promise.all([cluster.startReplica('storefront-1'), cluster.startReplica('storefront-2')]);
    // nginx counted both as failed: it tries them again after fail_timeout (10 s).
    await expect
      .poll(() => request.get('/about').then((response) => response.status()), {
        timeout: 30_000,
      })
      .toBe(200);
  }
});

test('pages keep the storefront’s own CSP and one nosniff', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headersArray();
  const named = (name: string) => headers.filter((h) => h.name.toLowerCase() === name);
  expect(named('content-security-policy')).toHaveLength(1);
  expect(named('content-security-policy')[0].value).not.toContain("default-src 'none'");
  expect(named('x-content-type-options').map((h) => h.value)).toEqual(['nosniff']);
});
