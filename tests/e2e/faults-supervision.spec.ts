import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  faultServers,
  startProcess,
  stopProcess,
  tempFolder,
  timedGet,
  waitForStatus,
  waitUntil,
  type Running,
} from './fault-helpers';

/**
 * `npm start` (scripts/start.mjs) as an operator runs it, on ports and a database of the test's
 * own: when the marketplace API process dies, the storefront keeps serving and the API is started
 * again after a back-off that the log states; Ctrl-C still stops everything.
 */

/**
 * start.mjs installs packages or rebuilds the storefront when they look out of date; neither may
 * happen inside a test (a rebuild would swap .next under the servers of the other tests).
 */
async function refuseStaleInstallOrBuild() {
  const newest = (await import(path.resolve('scripts/newest-change.mjs'))) as {
    newestChange: (entries: string[]) => number;
    STOREFRONT_SOURCES: string[];
  };
  const mtime = (file: string) => statSync(file).mtimeMs;
  expect(
    mtime('node_modules/.package-lock.json') >= mtime('package-lock.json'),
    'npm start would run npm install first: install packages before this test',
  ).toBe(true);
  expect(
    mtime('.next/BUILD_ID') >= newest.newestChange(newest.STOREFRONT_SOURCES),
    'npm start would rebuild the storefront: run node scripts/build.mjs before this test',
  ).toBe(true);
}

function apiPids(output: string): number[] {
  return [...output.matchAll(/marketplace API running \(pid (\d+)\)/g)].map((match) =>
    Number(match[1]),
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe('npm start when the marketplace API dies', () => {
  test.setTimeout(300_000);

  const { ports, apiUrl, siteUrl } = faultServers(2);
  let data: ReturnType<typeof tempFolder> | undefined;
  let start: Running | undefined;

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    await testInfo.attach('npm start output', { body: start?.output() ?? '' });
  });

  test.afterAll(async () => {
    if (start) {
      const pids = apiPids(start.output());
      await stopProcess(start, 'SIGINT');
      // Only what this test's start.mjs started, by pid.
      for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    data?.remove();
  });

  test('keeps the storefront serving, restarts the API with a growing delay, and Ctrl-C stops all', async () => {
    // A server fault: one browser size is enough, and a second would use the same ports.
    test.skip(Boolean(test.info().project.use.isMobile), 'server-side behaviour, run once');
    await refuseStaleInstallOrBuild();
    data = tempFolder();
    start = startProcess(['scripts/start.mjs'], {
      PORT: String(ports.storefront),
      MARKETPLACE_PORT: String(ports.api),
      MARKETPLACE_API_URL: undefined,
      DATABASE_URL: undefined,
      PGLITE_DIR: `${data.dir}/pglite`,
      SITE_URL: siteUrl,
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
    });
    const output = start.output;
    await waitUntil('npm start ready', () => output().includes('Oja Market: http'), 240_000);

    const { products } = (await (
      await fetch(`${apiUrl}/api/customer/shop/products?limit=2`)
    ).json()) as { products: { id: string; title: string }[] };
    const [visited, notVisited] = products;
    expect((await timedGet(`${siteUrl}/products/${visited.id}`)).status).toBe(200);

    const [firstPid] = apiPids(output());
    process.kill(firstPid, 'SIGKILL');
    await waitUntil('the restart announced', () =>
      output().includes('marketplace API stopped (SIGKILL); restarting it in 1 s.'),
    );
    // Meanwhile the storefront answers: a page it has cached, and a failure state for the rest.
    expect((await timedGet(`${siteUrl}/health`)).status).toBe(200);
    expect((await timedGet(`${siteUrl}/products/${visited.id}`)).status).toBe(200);
    expect((await timedGet(`${siteUrl}/products/${notVisited.id}`)).status).toBe(503);

    await waitUntil('a second API process', () => apiPids(output()).length === 2);
    await waitForStatus(`${apiUrl}/health/ready`, 200, 60_000);
    expect((await timedGet(`${siteUrl}/products/${notVisited.id}`)).status).toBe(200);

    // Dying again soon after a restart: the next delay doubles.
    process.kill(apiPids(output())[1], 'SIGKILL');
    await waitUntil('the second restart announced', () =>
      output().includes('marketplace API stopped (SIGKILL); restarting it in 2 s.'),
    );
    await waitUntil('a third API process', () => apiPids(output()).length === 3);
    await waitForStatus(`${apiUrl}/health/ready`, 200, 60_000);

    // Ctrl-C: start.mjs, the API and the storefront all stop.
    const exited = new Promise((resolve) => start!.child.once('exit', resolve));
    start.child.kill('SIGINT');
    await exited;
    const lastPid = apiPids(output())[2];
    await waitUntil('the API process gone', () => !isAlive(lastPid), 15_000);
    await expect(fetch(`${siteUrl}/health`)).rejects.toThrow();
  });
});
