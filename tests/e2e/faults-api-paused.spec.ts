import { expect, test } from '@playwright/test';
import {
  faultServers,
  startProcess,
  stopProcess,
  tempFolder,
  timedGet,
  waitForStatus,
  type Running,
} from './fault-helpers';

/**
 * The marketplace API frozen (SIGSTOP: it takes connections and never answers, as a hung process
 * or an overloaded database does), seen by a storefront of the test's own: a page that needs the
 * API is answered at once with its failure state and a 503, a page already cached keeps serving,
 * and readiness says the storefront cannot serve while liveness says it runs.
 */

// Every page request, the middleware's check and the page's own calls together.
const PAGE_DEADLINE_MS = 6_000;

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

interface ShopList {
  products: { id: string; title: string }[];
}

test.describe('with the marketplace API paused', () => {
  test.setTimeout(240_000);

  const { ports, apiUrl, siteUrl } = faultServers(0);
  let data: ReturnType<typeof tempFolder> | undefined;
  let api: Running | undefined;
  let storefront: Running | undefined;

  test.beforeAll(async ({}, testInfo) => {
    // A server fault: one browser size is enough, and a second would start its servers on the
    // same ports. Skipped here, before anything starts, rather than per test.
    test.skip(Boolean(testInfo.project.use.isMobile), 'server-side behaviour, run once (desktop)');
    test.setTimeout(240_000);
    data = tempFolder();
    api = startProcess(['--import', 'tsx', 'marketplace/main.ts'], {
      MARKETPLACE_PORT: String(ports.api),
      MARKETPLACE_HOST: '127.0.0.1',
      PGLITE_DIR: `${data.dir}/pglite`,
      DATABASE_URL: '',
      SITE_URL: siteUrl,
      LOG_LEVEL: 'warn',
    });
    storefront = startProcess(
      // next start with the client address rule, as scripts/server-settings.mjs's storefrontServerArgs.
      [
        '--import',
        './scripts/client-address-hook.mjs',
        'node_modules/next/dist/bin/next',
        'start',
        '-p',
        String(ports.storefront),
      ],
      {
        MARKETPLACE_API_URL: apiUrl,
        SITE_URL: siteUrl,
        SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      },
    );
    await waitForStatus(`${apiUrl}/health`);
    await waitForStatus(`${siteUrl}/health`);
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    await testInfo.attach('api output', { body: api?.output() ?? '' });
    await testInfo.attach('storefront output', { body: storefront?.output() ?? '' });
  });

  test.afterAll(async () => {
    await Promise.all([api && stopProcess(api), storefront && stopProcess(storefront)]);
    data?.remove();
  });

  test('pages answer 503 with their failure state within 6 s, cached pages keep serving, readiness says so', async () => {
    const { products } = (await (
      await fetch(`${apiUrl}/api/customer/shop/products?limit=2`)
    ).json()) as ShopList;
    const [cached, uncached] = products;
    // One product page is visited while all is well: the storefront caches it.
    const before = await timedGet(`${siteUrl}/products/${cached.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toContain(html(cached.title));
    expect((await timedGet(`${siteUrl}/health/ready`)).status).toBe(200);

    api!.child.kill('SIGSTOP');
    try {
      const product = await timedGet(`${siteUrl}/products/${uncached.id}`);
      expect(product.status).toBe(503);
      expect(product.body).toContain('Failed to load product details');
      expect(product.ms).toBeLessThan(PAGE_DEADLINE_MS);

      const store = await timedGet(`${siteUrl}/vendors/No%20Such%20Store%20${Date.now()}`);
      expect(store.status).toBe(503);
      expect(store.body).toContain('Failed to load store details');
      expect(store.ms).toBeLessThan(PAGE_DEADLINE_MS);

      const stillCached = await timedGet(`${siteUrl}/products/${cached.id}`);
      expect(stillCached.status).toBe(200);
      expect(stillCached.body).toContain(html(cached.title));

      expect((await timedGet(`${siteUrl}/health`)).status).toBe(200);
      const ready = await timedGet(`${siteUrl}/health/ready`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable' });
      expect(ready.ms).toBeLessThan(PAGE_DEADLINE_MS);
    } finally {
      api!.child.kill('SIGCONT');
    }

    // The failure was not remembered: with the API back, the same page is there.
    const after = await timedGet(`${siteUrl}/products/${uncached.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toContain(html(uncached.title));
    expect((await timedGet(`${siteUrl}/health/ready`)).status).toBe(200);
  });
});
