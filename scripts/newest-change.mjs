// When the storefront's sources last changed, to tell whether a build in .next is older than them.
// Used by `npm start` (rebuilds) and the benchmarks (say so), with the same list of sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a storefront build is made from: a build older than any of these is out of date. */
export const STOREFRONT_SOURCES = [
  'app',
  'components',
  'lib',
  'styles',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
];

/** The latest modification time (ms) of the files and folders given, folders searched through. */
export function newestChange(entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      const children = readdirSync(entry).map((child) => path.join(entry, child));
      newest = Math.max(newest, newestChange(children));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}
