import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder can vanish (a wrong PGLITE_DIR, a clean-up, a volume not
 * mounted); PGlite would then create an empty one, and the API seed it, with every account and
 * order gone. A marker file BESIDE the folder (outside it, so that it survives the folder's loss)
 * records that a database was created there: once it exists, a missing or empty folder stops the
 * API instead (decision 031).
 */
export function dataMarkerPath(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.created`;
}

function isInMemory(pgliteDir: string): boolean {
  return pgliteDir.startsWith('memory://');
}

/** Every PostgreSQL data folder has this file; PGlite's too. */
function holdsDatabase(pgliteDir: string): boolean {
  return existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

export class MissingDataError extends Error {
  constructor(pgliteDir: string, marker: string) {
    let created = '';
    try {
      const recorded = JSON.parse(readFileSync(marker, 'utf8')) as { createdAt?: string };
      if (recorded.createdAt) created = ` (created ${recorded.createdAt})`;
    } catch {
      // An unreadable marker still marks: the message just lacks the date.
    }
    super(
      `The marketplace database was expected in ${path.resolve(pgliteDir)}${created}, but that ` +
        `folder is missing or empty. Refusing to start with a new, empty database. Restore the ` +
        `folder or set PGLITE_DIR to where it is; to start afresh with a new demo database on ` +
        `purpose, delete ${marker}.`,
    );
    this.name = 'MissingDataError';
  }
}

/**
 * Checks the embedded database's folder before it is opened: throws MissingDataError when a
 * database was created there before and is gone now; otherwise tells whether this is the folder's
 * first start (no marker yet), the only start on which the demo catalog is seeded.
 */
export function checkDataDirectory(pgliteDir: string): { firstStart: boolean } {
  if (isInMemory(pgliteDir)) return { firstStart: true };
  const marker = dataMarkerPath(pgliteDir);
  if (!existsSync(marker)) return { firstStart: true };
  if (!holdsDatabase(pgliteDir)) throw new MissingDataError(pgliteDir, marker);
  return { firstStart: false };
}

/** Writes the marker once the first start has created (and seeded) the database. */
export function recordDataDirectory(pgliteDir: string, now: Date = new Date()): void {
  if (isInMemory(pgliteDir)) return;
  const marker = dataMarkerPath(pgliteDir);
  if (existsSync(marker)) return;
  const record = { createdAt: now.toISOString(), directory: path.resolve(pgliteDir) };
  writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
}
