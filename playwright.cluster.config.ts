import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Tests through the edge (`npm run test:cluster`): the whole topology of `npm run cluster`, started
 * by tests/cluster/fixtures.ts on ports and a folder of its own (CLUSTER_TEST_* below), so that a
 * running `npm run cluster` (8443, 3001/3002, 4001/4002) is never touched. One worker: the tests
 * kill and restart replicas of the one cluster.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const CLUSTER_TEST_ENV = {
  // tests/cluster/fixtures.ts runs its cluster in a private folder of its own unless this is set.
  CLUSTER_DATA_DIR: process.env.CLUSTER_TEST_DATA_DIR ?? '.data/cluster-test',
  EDGE_PORT: String(port('CLUSTER_TEST_EDGE_PORT', 8543)),
  EDGE_API_PORT: String(port('CLUSTER_TEST_API_EDGE_PORT', 8181)),
  CLUSTER_STOREFRONT_PORTS: process.env.CLUSTER_TEST_STOREFRONT_PORTS ?? '3201,3202',
  CLUSTER_API_PORTS: process.env.CLUSTER_TEST_API_PORTS ?? '4201,4202',
  CLUSTER_PG_PORT: String(port('CLUSTER_TEST_PG_PORT', 54334)),
  CLUSTER_REDIS_PORT: String(port('CLUSTER_TEST_REDIS_PORT', 6381)),
  CLUSTER_CACHE_REDIS_PORT: String(port('CLUSTER_TEST_CACHE_REDIS_PORT', 6383)),
  TLS_CERT_FILE: '.data/cluster-test-tls/localhost-cert.pem',
  TLS_KEY_FILE: '.data/cluster-test-tls/localhost-key.pem',
};
// The e2e helpers (accounts-helpers.ts) call the API at 127.0.0.1:E2E_API_PORT: here the edge's
// loopback address of the API replicas. The workers inherit this process's environment.
process.env.E2E_API_PORT = CLUSTER_TEST_ENV.EDGE_API_PORT;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: `https://localhost:${CLUSTER_TEST_ENV.EDGE_PORT}`,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
});
