import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/marketplace/db/client';
import { dataMarkerPath } from '@/marketplace/db/data-marker';
import { vendors } from '@/marketplace/db/schema';
import { clearCatalog } from '@/marketplace/db/seed';
import { openMarketplaceDatabase } from '@/marketplace/db/startup';

// Each start creates or opens a PGlite folder on disk, and the first one seeds it.
jest.setTimeout(120_000);

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'oja-data-marker-'));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

interface Run {
  /** Null while the API is still running (it started listening). */
  code: number | null;
  output: string;
}

/**
 * Runs the API as `npm run start:api` does, on a free port, until it listens (then stops it) or
 * exits by itself.
 */
function runApi(pgliteDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'marketplace/main.ts'], {
      // The embedded database even under test:postgres, whose DATABASE_URL is left out.
      env: {
        ...process.env,
        DATABASE_URL: '',
        PGLITE_DIR: pgliteDir,
        MARKETPLACE_PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listening && output.includes('Server listening')) {
        listening = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: listening ? null : code, output }));
  });
}

async function vendorCount(db: Database): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(vendors);
  return count;
}

it('refuses to start, naming the folder, when the database of an earlier start is gone', async () => {
  const dir = path.join(parent, 'pglite');
  const first = await runApi(dir);
  expect(first.code).toBeNull();
  expect(first.output).toContain('database was empty: seeded the demo catalog');

  rmSync(dir, { recursive: true, force: true });
  const second = await runApi(dir);
  expect(second.code).toBe(1);
  expect(second.output).toContain(`expected in ${dir}`);
  expect(second.output).toContain(`delete ${dataMarkerPath(dir)}`);
  expect(second.output).not.toContain('seeded the demo catalog');
  // Nothing was created in its place.
  expect(existsSync(dir)).toBe(false);
});

it('seeds a folder on its first start only, and records it in a marker beside the folder', async () => {
  const pgliteDir = path.join(parent, 'pglite');
  const first = await openMarketplaceDatabase({ databaseUrl: undefined, pgliteDir });
  expect(first.seeded).toBe(true);
  const marker = JSON.parse(readFileSync(`${pgliteDir}.created`, 'utf8'));
  expect(marker.directory).toBe(pgliteDir);
  expect(Number.isNaN(Date.parse(marker.createdAt))).toBe(false);
  // An operator empties the catalog on purpose: a restart must not put the demo back.
  await clearCatalog(first.handle.db);
  await first.handle.close();

  const later = await openMarketplaceDatabase({ databaseUrl: undefined, pgliteDir });
  try {
    expect(later.seeded).toBe(false);
    expect(await vendorCount(later.handle.db)).toBe(0);
  } finally {
    await later.handle.close();
  }
});

it('refuses an emptied folder too, and starts afresh once the marker is deleted', async () => {
  const pgliteDir = path.join(parent, 'pglite');
  await (await openMarketplaceDatabase({ databaseUrl: undefined, pgliteDir })).handle.close();
  rmSync(pgliteDir, { recursive: true, force: true });
  // A volume mounted empty: the folder is there, the database is not.
  mkdirSync(pgliteDir);
  await expect(openMarketplaceDatabase({ databaseUrl: undefined, pgliteDir })).rejects.toThrow(
    `expected in ${pgliteDir}`,
  );

  rmSync(dataMarkerPath(pgliteDir));
  const fresh = await openMarketplaceDatabase({ databaseUrl: undefined, pgliteDir });
  try {
    expect(fresh.seeded).toBe(true);
    expect(await vendorCount(fresh.handle.db)).toBeGreaterThan(0);
    expect(existsSync(dataMarkerPath(pgliteDir))).toBe(true);
  } finally {
    await fresh.handle.close();
  }
});
