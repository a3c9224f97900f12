import path from 'node:path';
import { test as e2eTest, expect } from '../e2e/fixtures';
import type { Cluster } from '../../scripts/cluster.mjs';
import { CLUSTER_TEST_ENV } from '../../playwright.cluster.config';

// Loaded by Node itself: Playwright's own loader turns imported .mjs files into CommonJS.
type ClusterModule = typeof import('../../scripts/cluster.mjs');
const clusterModule = () => import(path.resolve('scripts/cluster.mjs')) as Promise<ClusterModule>;

/**
 * The cluster, started once per worker (one worker: playwright.cluster.config.ts) with fresh data,
 * before any page opens, and stopped after the last test. A test that kills a replica starts it
 * again before it ends, so the next test finds all four.
 */
export const test = e2eTest.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, provide) => {
      const { startCluster } = await clusterModule();
      const cluster = await startCluster({
        env: { ...process.env, ...CLUSTER_TEST_ENV },
        fresh: true,
        log: () => {},
      });
      try {
        await provide(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

export { expect };
