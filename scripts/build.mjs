// Builds the storefront: `next build`, then marks the scripts pages load first for eager
// compilation (decision 020) and writes brotli copies of the static files for scripts/serve.mjs
// (decision 025), last, so the copies hold the marked scripts. Every build goes through here:
// `npm run build`, `npm start`, the end-to-end tests and the benchmarks.
import { spawnSync } from 'node:child_process';
import { markFirstLoadScripts } from './compile-hints.mjs';
import { precompressStatic } from './precompress.mjs';

const built = spawnSync(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'build', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
if (built.status !== 0) process.exit(built.status ?? 1);
console.log(`Compile hints: ${markFirstLoadScripts()} first-load scripts marked.`);
console.log(`Brotli copies: ${precompressStatic()} static files compressed.`);
