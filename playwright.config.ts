import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import {
  LOOPBACK_PROXIES,
  marketplaceApiEnv,
  storefrontEnv,
  storefrontServerArgs,
} from './scripts/server-settings.mjs';

/**
 * End-to-end tests in Debian's Chromium against a production build (`npm run build` runs before
 * this) and a fresh marketplace API, served by `next start`. The servers listen on ports of their
 * own (3100, 4100) so that a running development instance on 3000/4000 is never touched. HTTPS,
 * HTTP/2 and compression at the edge are tested through nginx (playwright.cluster.config.ts).
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const API_URL = `http://127.0.0.1:${API_PORT}`;
const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
const E2E_DATA_DIR = `.data/e2e-${API_PORT}`;
const CI = Boolean(process.env.CI);
const FRESHNESS_SPEC = /catalog-freshness\.spec\.ts$/;
// A vendor restocks a sold-out product (issue 38 part 5): the same `products` tag, so it runs last too.
const RESTOCK_SPEC = /stock-alerts-restock\.spec\.ts$/;
const LAST_SPECS = [FRESHNESS_SPEC, RESTOCK_SPEC];
// Production mode needs a real-length secret; this one protects nothing but test sessions.
const SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
// The API signs the cache tags it sends the storefront with it (issue 24); page-cache.spec.ts signs
// its own calls with it too.
const REVALIDATE_SECRET = 'e2e-only-revalidate-secret-0123456789abcdef';
process.env.E2E_REVALIDATE_SECRET = REVALIDATE_SECRET;
// Where the API's seed writes the demo vendors' API keys (catalog-freshness.spec.ts reads them).
process.env.E2E_VENDOR_KEYS_FILE = `${E2E_DATA_DIR}/demo-vendor-keys.json`;
process.env.E2E_API_URL = API_URL;
// The operations API's key (order moves in order-life.spec.ts); protects nothing but test orders.
// The API's web server inherits this environment, so it serves /api/operations with this key.
process.env.OPERATIONS_KEY = 'e2e-only-operations-key-0123456789abcdef';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: STOREFRONT_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: LAST_SPECS,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      testIgnore: LAST_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Vendors' changes drop every list page from the cache (the `products` tag): run after every
      // other test, alone, so that none sees a page refreshed under it. `--no-deps` runs it alone.
      name: 'freshness',
      testMatch: FRESHNESS_SPEC,
      dependencies: ['mobile', 'desktop'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // After freshness, not beside it: that spec picks the newest product and watches every list.
      name: 'restock',
      testMatch: RESTOCK_SPEC,
      dependencies: ['freshness'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // A fresh database on every run: created, migrated and seeded by the API on start. Its
      // marker goes too, or the API would refuse to replace the database it records (decision 031).
      command: `node -e "for (const p of ['${E2E_DATA_DIR}', '${E2E_DATA_DIR}.created']) require('fs').rmSync(p,{recursive:true,force:true})" && node --import tsx marketplace/main.ts`,
      url: `${API_URL}/health`,
      env: marketplaceApiEnv({
        port: API_PORT,
        host: '127.0.0.1',
        dataDir: E2E_DATA_DIR,
        siteUrl: STOREFRONT_URL,
        // The sandbox payment page's links and the API's calls to its own sandbox.
        publicUrl: API_URL,
        // The storefronts call it over loopback and forward each shopper's address; the tests'
        // own API calls (accounts-helpers.ts) come from loopback with a made-up one.
        trustedProxies: LOOPBACK_PROXIES,
        revalidateSecret: REVALIDATE_SECRET,
        // The storefront below is told of vendors' changes.
        storefrontRevalidateUrls: [`http://127.0.0.1:${STOREFRONT_PORT}/api/revalidate`],
      }),
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production server npm start runs.
      command: `node ${storefrontServerArgs(STOREFRONT_PORT).join(' ')}`,
      url: STOREFRONT_URL,
      env: storefrontEnv({
        apiUrl: API_URL,
        siteUrl: STOREFRONT_URL,
        sessionSecret: SESSION_SECRET,
        revalidateSecret: REVALIDATE_SECRET,
        // The test runner is this storefront's edge proxy: each test's made-up X-Forwarded-For
        // (forwardFakeIp) is believed, so the suite's many sign-ins do not share one per-IP limit.
        // Any other peer (client-address.spec.ts connects from 127.0.0.x) is not believed.
        trustedProxies: LOOPBACK_PROXIES,
      }),
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
