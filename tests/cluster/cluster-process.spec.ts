import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLUSTER_TEST_ENV } from '../../playwright.cluster.config';

/**
 * `npm run cluster` as a person runs it, in a process of its own: from a fresh clone it installs
 * the packages before it loads them, and SIGTERM stops everything it started. No cluster fixture:
 * these tests start their own, on the cluster tests' ports.
 */
const root = path.resolve('.');

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Every process whose parent chain leads to `pid`. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  const listing = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  for (const line of listing.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    parents.set(child, parent);
  }
  const found: number[] = [];
  for (const child of parents.keys()) {
    for (let p = parents.get(child); p && p > 1; p = parents.get(p)) {
      if (p === pid) {
        found.push(child);
        break;
      }
    }
  }
  return found;
}

const alive = (pid: number) => {
  if (!existsSync(`/proc/${pid}`)) return false;
  return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
};

test('SIGTERM stops every process of the cluster and leaves no port answering', async () => {
  test.setTimeout(400_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-cluster-process-'));
  // PostgreSQL's folder is outside a private data folder (decision 051).
  const { postgresFolder } = (await import(path.resolve('scripts/cluster-postgres.mjs'))) as {
    postgresFolder(dataDir: string): string;
  };
  const databaseDir = postgresFolder(dataDir);
  const env = { ...process.env, ...CLUSTER_TEST_ENV, CLUSTER_DATA_DIR: dataDir };
  const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  cluster.stdout.on('data', (chunk) => (output += chunk));
  cluster.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
  try {
    await expect
      .poll(() => output, { timeout: 300_000, intervals: [500] })
      .toContain('Oja Market cluster:');
    const ports = [
      env.EDGE_PORT,
      env.EDGE_API_PORT,
      ...env.CLUSTER_STOREFRONT_PORTS.split(','),
      ...env.CLUSTER_API_PORTS.split(','),
      env.CLUSTER_PG_PORT,
      env.CLUSTER_REDIS_PORT,
      ...(env.CLUSTER_CACHE_REDIS_PORT ? [env.CLUSTER_CACHE_REDIS_PORT] : []),
    ].map(Number);
    for (const port of ports) expect(await answers(port), `port ${port} before`).toBe(true);
    const pids = descendants(cluster.pid!);
    expect(pids.length).toBeGreaterThanOrEqual(6);

    cluster.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => pids.filter(alive), { timeout: 10_000 }).toEqual([]);
    for (const port of ports) expect(await answers(port), `port ${port} after`).toBe(false);
  } finally {
    if (cluster.exitCode === null) cluster.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(databaseDir, { recursive: true, force: true });
  }
});

test('a fresh clone installs its packages before it loads them', () => {
  const clone = mkdtempSync(path.join(tmpdir(), 'oja-clone-'));
  try {
    for (const entry of ['scripts', 'package.json', 'package-lock.json']) {
      cpSync(entry, path.join(clone, entry), { recursive: true });
    }
    // A stand-in for npm that records its call and "installs" by linking this worktree's packages.
    const bin = path.join(clone, 'bin');
    const calls = path.join(clone, 'npm-calls');
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh\necho "$PWD $*" >> ${calls}\nln -s ${root}/node_modules node_modules\n`,
      { mode: 0o755 },
    );
    const run = spawnSync(process.execPath, [path.join(clone, 'scripts/cluster.mjs')], {
      cwd: clone,
      encoding: 'utf8',
      // A port setting that is wrong stops it right after it has loaded everything.
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CLUSTER_PG_PORT: 'no-port' },
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').toBe(
      `${clone} install --no-audit --no-fund\n`,
    );
    expect(output).toContain('CLUSTER_PG_PORT');
    expect(run.status).toBe(1);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
});
