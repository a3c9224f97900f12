// Marks the scripts pages load first for eager compilation (decision 020).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadFiles } from './first-load.mjs';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function in the file is compiled while
 * the script streams in, on a background thread, instead of on the main thread the first time it
 * runs. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A source map of the file, if it names one, moved down the line the hint takes. */
function shiftSourceMap(file, source) {
  const reference = source.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!reference || reference.startsWith('data:')) return;
  const mapFile = path.join(path.dirname(file), reference);
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * Adds the hint to the first-load scripts of every page route of the build; scripts loaded later
 * (on demand, or by a 404) are left lazy. Returns how many files it changed: none the second time.
 */
export function markFirstLoadScripts(buildDir = '.next') {
  const scripts = new Set(firstLoadFiles(buildDir).flatMap(({ files }) => [...files]));
  let marked = 0;
  for (const script of scripts) {
    const file = path.join(buildDir, script);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    shiftSourceMap(file, source);
    marked += 1;
  }
  return marked;
}
