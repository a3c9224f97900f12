import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as e2eTest, expect } from '../e2e/fixtures';
import type { Cluster } from '../../scripts/cluster.mjs';
import { CLUSTER_TEST_ENV } from '../../playwright.cluster.config';

// Loaded by Node itself: Playwright's own loader turns imported .mjs files into CommonJS.
type ClusterModule = typeof import('../../scripts/cluster.mjs');
const clusterModule = () => import(path.resolve('scripts/cluster.mjs')) as Promise<ClusterModule>;
const postgresModule = () =>
  import(path.resolve('scripts/cluster-postgres.mjs')) as Promise<{
    postgresFolder(dataDir: string): string;
  }>;

/**
 * The cluster's data folder: CLUSTER_TEST_DATA_DIR when set, else a new folder inside a `mktemp -d`
 * style one (mode 0700), which only its owner may enter. Run as root, as CI runs it, every test
 * run so starts a cluster the way a clone under /root does (PostgreSQL's user and nginx's workers
 * cannot reach the data folder: decision 051).
 */
async function dataFolder(): Promise<{ dataDir: string; remove(): void }> {
  if (process.env.CLUSTER_TEST_DATA_DIR) {
    return { dataDir: process.env.CLUSTER_TEST_DATA_DIR, remove: () => {} };
  }
  const privateDir = mkdtempSync(path.join(tmpdir(), 'oja-cluster-test-'));
  chmodSync(privateDir, 0o700);
  const dataDir = path.join(privateDir, 'cluster');
  // PostgreSQL's folder is outside the data folder when its user cannot enter it.
  const databaseDir = (await postgresModule()).postgresFolder(dataDir);
  return {
    dataDir,
    remove: () => {
      rmSync(privateDir, { recursive: true, force: true });
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * The cluster, started once per worker (one worker: playwright.cluster.config.ts) with fresh data,
 * before any page opens, and stopped after the last test. A test that kills a replica starts it
 * again before it ends, so the next test finds all four.
 */
export const test = e2eTest.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, provide) => {
      const { startCluster } = await clusterModule();
      const folder = await dataFolder();
      const cluster = await startCluster({
        env: { ...process.env, ...CLUSTER_TEST_ENV, CLUSTER_DATA_DIR: folder.dataDir },
        fresh: true,
        log: () => {},
      }).catch((error: unknown) => {
        folder.remove();
        throw error;
      });
      try {
        await provide(cluster);
      } finally {
        await cluster.stop();
        folder.remove();
      }
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

export { expect };
