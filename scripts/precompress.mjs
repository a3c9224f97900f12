// Brotli copies of the build's static text files (scripts, stylesheets and the like), made once at
// build time and served by scripts/serve.mjs to browsers that accept them (decision 025).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The static files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|css|json|svg|txt)$/;

/** Every file under dir, as paths relative to it, with forward slashes. */
export function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Writes file.br beside every compressible file of .next/static that has none or an older one, at
 * brotli's highest quality (the build pays once; every shopper's phone downloads less). Returns
 * how many it wrote.
 */
export function precompressStatic(buildDir = '.next') {
  const staticDir = path.join(buildDir, 'static');
  let written = 0;
  for (const file of listFiles(staticDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = path.join(staticDir, file);
    const target = `${source}.br`;
    let current = false;
    try {
      current = statSync(target).mtimeMs >= statSync(source).mtimeMs;
    } catch {
      // no copy yet
    }
    if (current) continue;
    const content = readFileSync(source);
    const compressed = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(target, compressed);
    written += 1;
  }
  return written;
}
