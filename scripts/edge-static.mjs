// The edge's copy of the build's static files (decision 065). nginx serves /_next/static from it,
// not from .next/static, so that it never compresses a file per request:
// - every script gets V8's compile hint as its first line (decision 048);
// - every file of a compressible type gets its brotli (`.br`, quality 11) and gzip (`.gz`, level 9)
//   forms beside it, which nginx's brotli_static and gzip_static send as they are.
// The build itself is left as `next build` wrote it.
//
// The cluster prepares it at each start (scripts/cluster-topology.mjs), keeping only the current
// build's files. A deploy runs `node scripts/edge-static.mjs <folder>` after the build: it adds the
// new build's files and keeps the old ones, which pages still kept somewhere may name
// (docs/deploy.md, "Deploys and skew").
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The line put before every script (decision 048). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Files whose bytes compress; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|xml|webmanifest)$/;
/** Below this size compression saves too little for the extra files (nginx's *_min_length). */
const MIN_COMPRESSED_SIZE = 512;
/** Names the build id of the files last prepared, written once all of them are in place. */
const MARKER = '.edge-static-build';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A file's bytes as the edge sends them, before compression. */
function asSent(name, built) {
  return name.endsWith('.js') ? Buffer.concat([Buffer.from(COMPILE_HINT), built]) : built;
}

/** Writes `file` through a temporary name, so that nginx never reads half of it. */
async function writeWhole(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  renameSync(temporary, file);
}

/** The compressed forms worth keeping of `bytes`, as [suffix, bytes] pairs. */
async function compressedForms(bytes) {
  if (bytes.length < MIN_COMPRESSED_SIZE) return [];
  const forms = [
    [
      '.br',
      await brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ],
    ['.gz', await gzipped(bytes, { level: constants.Z_BEST_COMPRESSION })],
  ];
  return forms.filter(([, form]) => form.length < bytes.length);
}

/** The files under `dir`, as paths relative to it (the marker and compressed forms left out). */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Prepares `to` from the static folder of the build in `build` (`.next`; see the top of this file)
 * and resolves to the number of files written, 0 when `to` already holds that build (its BUILD_ID).
 * `keepOld: false` removes files that are not the build's (the cluster's one build); true keeps
 * them (a deploy).
 */
export async function prepareEdgeStatic({ build, to, keepOld = false }) {
  const buildId = readFileSync(path.join(build, 'BUILD_ID'), 'utf8').trim();
  const from = path.join(build, 'static');
  const marker = path.join(to, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === buildId) return 0;
  mkdirSync(to, { recursive: true });
  const names = filesUnder(from);
  if (!keepOld) {
    const wanted = new Set(names.flatMap((name) => [name, `${name}.br`, `${name}.gz`]));
    for (const name of filesUnder(to))
      if (!wanted.has(name) && name !== MARKER) rmSync(path.join(to, name));
  }
  // Compressed forms first: until a file's plain form is in place nginx answers 404 for it, and
  // once it is, its compressed forms are there too.
  await Promise.all(
    names.map(async (name) => {
      const bytes = asSent(name, readFileSync(path.join(from, name)));
      const file = path.join(to, name);
      mkdirSync(path.dirname(file), { recursive: true });
      const forms = COMPRESSIBLE.test(name) ? await compressedForms(bytes) : [];
      for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
      for (const [suffix, form] of forms) await writeWhole(`${file}${suffix}`, form);
      await writeWhole(file, bytes);
    }),
  );
  await writeWhole(marker, buildId);
  return names.length;
}

/** `node scripts/edge-static.mjs <folder>`: adds the current build's files, keeping older ones. */
async function main() {
  const to = process.argv[2];
  if (!to) {
    console.error('Usage: node scripts/edge-static.mjs <folder nginx serves /_next/static from>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const written = await prepareEdgeStatic({ build: path.join(root, '.next'), to, keepOld: true });
  console.log(`${to}: ${written} files of the build written`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
