// Brotli copies of the build's static text files (scripts, stylesheets and the like), made once at
// build time and served by scripts/serve.mjs to browsers that accept them (decision 025).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The static files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|json|svg|txt)$/;

/** The compressible files of a build's static folder, as paths relative to it. */
export function compressibleFiles(staticDir) {
  return readdirSync(staticDir, { recursive: true }).filter((file) => COMPRESSIBLE.test(file));
}

/** Whether file.br exists and is at least as new as the file. */
export function hasCurrentCopy(file) {
  try {
    return statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes file.br beside every compressible file of .next/static that has none or an older one, at
 * brotli's highest quality (the build pays once; every shopper's phone downloads less). Returns
 * how many it wrote.
 */
export function precompressStatic(buildDir = '.next') {
  const staticDir = path.join(buildDir, 'static');
  let written = 0;
  for (const file of compressibleFiles(staticDir)) {
    const source = path.join(staticDir, file);
    if (hasCurrentCopy(source)) continue;
    const content = readFileSync(source);
    const compressed = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${source}.br`, compressed);
    written += 1;
  }
  return written;
}
