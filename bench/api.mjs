// API benchmark: a seeded 20,000-product catalog on the embedded PGlite database, each call under
// a fixed concurrency beside the server's trivial /health endpoint on the same server, so the
// ratio shows how close each call is to the server's own limit.
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { marketplaceApiEnv } from '../scripts/server-settings.mjs';
import { measure, printTable, startProcess, waitFor } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20000);
const PORT = process.env.BENCH_API_PORT ?? '4200';
const DIR = `.data/bench-${PRODUCTS}`;
const origin = `http://127.0.0.1:${PORT}`;
// In production mode with its sandbox payment provider (decision 028); nothing is paid.
const env = marketplaceApiEnv({ port: PORT, dataDir: DIR, production: true });

export async function benchApi() {
  if (!existsSync(`${DIR}/PG_VERSION`)) {
    rmSync(DIR, { recursive: true, force: true });
    // The seed refuses a folder whose marker says a database was there (decision 031).
    rmSync(`${DIR}.created`, { force: true });
    console.log(`Seeding a ${PRODUCTS}-product catalog into ${DIR}...`);
    const seeded = spawnSync(
      'node',
      ['--import', 'tsx', 'marketplace/db/seed/cli.ts', '--products', String(PRODUCTS)],
      {
        stdio: 'inherit',
        env: { ...process.env, ...env },
      },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  const api = startProcess('node', ['--import', 'tsx', 'marketplace/main.ts'], env);
  try {
    await waitFor(`${origin}/health`);
    const shop = await (await fetch(`${origin}/api/customer/shop/products?limit=40`)).json();
    const ids = shop.products.map((product) => product._id);
    const queries = [
      'rice',
      'garri',
      'tomatos',
      'palm oil',
      'yam',
      'fertiliser',
      'catfish',
      'ofada',
    ];
    const calls = [
      { name: 'health (baseline)', paths: ['/health'] },
      {
        name: 'search suggestions',
        paths: queries.map((q) => `/api/customer/search?query=${encodeURIComponent(q)}`),
        target: 'p95 < 25 ms',
      },
      {
        name: 'search-page',
        paths: queries.map(
          (q) => `/api/customer/products/search-page?query=${encodeURIComponent(q)}`,
        ),
      },
      {
        name: 'shop list',
        paths: [1, 2, 3, 10, 50].flatMap((page) => [
          `/api/customer/shop/products?page=${page}`,
          `/api/customer/shop/products?page=${page}&sort=price&location=Lagos`,
          `/api/customer/shop/products?page=${page}&filters=${encodeURIComponent('{"category":"Grains","rating":3}')}`,
        ]),
        target: 'p95 < 40 ms',
      },
      { name: 'product by id', paths: ids.map((id) => `/api/customer/products/${id}`) },
    ];
    // Warm up caches and the JIT before measuring.
    for (const call of calls) await measure({ origin, paths: call.paths, duration: 2 });
    const rows = [];
    for (const call of calls)
      rows.push({ ...call, ...(await measure({ origin, paths: call.paths })) });
    for (const row of rows.slice(1)) row.baseline = rows[0];
    printTable(`Marketplace API, ${PRODUCTS} products, PGlite, 10 connections, 8 s per call`, rows);
  } finally {
    api.kill('SIGTERM');
  }
}
