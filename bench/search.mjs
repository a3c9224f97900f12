// Search benchmark (issue 29): suggestions and the search page answering a stream of distinct
// queries, none asked twice in a run, so that the API's caches (kept answers, kept pages, totals)
// cannot answer; beside /health on the same server. On PGlite at 20,000 products and on a
// PostgreSQL server at 20,000 and 200,000 (bench/postgres.mjs). BENCH_SEARCH_SETUPS picks some:
// e.g. `pglite-20000,postgres-200000`; BENCH_SEARCH_INDEX picks SEARCH_INDEX modes (both by default:
// the in-memory index and PostgreSQL alone). Figures and what changed them: bench/NOTES.md.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { marketplaceApiEnv } from '../scripts/server-settings.mjs';
import { measure, printTable, startProcess, stopProcess, waitFor } from './lib.mjs';
import { seededDatabase, startBenchPostgres } from './postgres.mjs';

const PORT = process.env.BENCH_API_PORT ?? '4200';
const origin = `http://127.0.0.1:${PORT}`;
const SETUPS = (process.env.BENCH_SEARCH_SETUPS ?? 'pglite-20000,postgres-20000,postgres-200000')
  .split(',')
  .map((setup) => setup.trim())
  .filter(Boolean);
/**
 * Where search runs (SEARCH_INDEX, decision 064): the in-memory index, and PostgreSQL alone as the
 * baseline beside it in the same run.
 */
const MODES = (process.env.BENCH_SEARCH_INDEX ?? 'memory,database')
  .split(',')
  .map((mode) => mode.trim())
  .filter(Boolean);
/** Requests per call; each query once. */
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 1500);

const TARGETS = {
  'pglite-20000': { suggestions: 'p95 ≤ 50 ms' },
  'postgres-200000': { suggestions: 'p95 ≤ 25 ms', page: 'p95 ≤ 40 ms' },
};

// Names shoppers use (marketplace/search/synonyms.ts), so that synonym expansion is measured too.
const LOCAL_NAMES = [
  'agbado',
  'masara',
  'corn',
  'iresi',
  'shinkafa',
  'osikapa',
  'ewa',
  'wake',
  'agwa',
  'doya',
  'isu',
  'rogo',
  'gbaguda',
  'tumatur',
  'ata rodo',
  'tatashe',
  'albasa',
  'alubosa',
  'ila',
  'ewuro',
  'epo pupa',
  'manja',
  'red oil',
  'iru',
  'dawadawa',
  'elubo',
  'ogi',
  'akamu',
  'kaza',
  'ewure',
  'akuya',
  'okporoko',
  'titus',
  'udara',
  'gyada',
  'peanut',
  'tafarnuwa',
  'ibepe',
  'kankana',
  'machete',
  'guinea corn',
  'eggplant',
  'papaya',
  'fertilizer',
  'zuma',
  'oyin',
  'adiye',
  'malu',
  'saniya',
  'igbin',
  'eja',
];

/** A fixed-seed shuffle (mulberry32), so that runs ask the same stream in the same order. */
function shuffled(items, seed = 29) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Distinct queries from the catalog's own titles, as shoppers type them: every beginning of a word
 * (a new one each keystroke), whole words, typos (a dropped letter, two letters swapped), word
 * pairs, with and without a location, and local names.
 */
export async function queryStream() {
  const titles = new Set();
  for (let page = 1; page <= 20; page += 1) {
    const answer = await (
      await fetch(`${origin}/api/customer/shop/products?limit=100&page=${page}`)
    ).json();
    for (const product of answer.products) titles.add(product.title.toLowerCase());
  }
  const words = new Set();
  const queries = new Set(LOCAL_NAMES);
  for (const title of titles) {
    const own = title.split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !/\d/.test(word));
    own.forEach((word) => words.add(word));
    for (let i = 0; i + 1 < own.length; i += 1) {
      queries.add(`${own[i]} ${own[i + 1]}`);
      queries.add(`${own[i]} ${own[i + 1].slice(0, 3)}`);
    }
  }
  for (const word of words) {
    for (let length = 2; length <= word.length; length += 1) queries.add(word.slice(0, length));
    if (word.length >= 5) {
      const middle = Math.floor(word.length / 2);
      queries.add(word.slice(0, middle) + word.slice(middle + 1));
      queries.add(
        word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
      );
    }
  }
  const all = shuffled([...queries]);
  // One in four with a location the catalog has: the location filter's plans are measured too.
  return all.map((text, i) =>
    i % 4 === 3 ? `${encodeURIComponent(text)}&location=Lagos` : encodeURIComponent(text),
  );
}

async function benchSetup(setup) {
  const [kind, count] = setup.split('-');
  const products = Number(count);
  let env;
  let stopDatabase = async () => {};
  if (kind === 'pglite') {
    const dir = `.data/bench-${products}`;
    env = marketplaceApiEnv({ port: PORT, dataDir: dir, production: true });
    if (!existsSync(`${dir}/PG_VERSION`)) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.created`, { force: true });
      console.log(`Seeding a ${products}-product catalog into ${dir}...`);
      const seeded = spawnSync(
        'node',
        ['--import', 'tsx', 'marketplace/db/seed/cli.ts', '--products', String(products)],
        {
          stdio: 'inherit',
          env: { ...process.env, ...env },
        },
      );
      if (seeded.status !== 0) throw new Error('seeding failed');
    }
  } else if (kind === 'postgres') {
    const server = await startBenchPostgres();
    stopDatabase = server.stop;
    const url = await seededDatabase(server.url, products);
    env = { ...marketplaceApiEnv({ port: PORT, production: true }), DATABASE_URL: url };
  } else {
    throw new Error(`Unknown setup ${setup}: pglite-<N> or postgres-<N>`);
  }
  try {
    for (const mode of MODES)
      await benchMode(setup, products, kind, { ...env, SEARCH_INDEX: mode });
  } finally {
    await stopDatabase();
  }
}

/** The API's resident memory, from /proc (Linux), in MB. */
function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
  } catch {
    return NaN;
  }
}

async function benchMode(setup, products, kind, env) {
  const api = startProcess('node', ['--import', 'tsx', 'marketplace/main.ts'], env);
  try {
    await waitFor(`${origin}/health`, 600);
    const stream = await queryStream();
    const warm = stream.slice(0, 200);
    const measured = stream.slice(200, 200 + QUERIES);
    const suggestionPaths = measured.map((q) => `/api/customer/search?query=${q}`);
    const pagePaths = measured.map((q) => `/api/customer/products/search-page?query=${q}`);
    // JIT and connections warmed on queries that are not measured.
    await measure({
      origin,
      paths: warm.map((q) => `/api/customer/search?query=${q}`),
      amount: warm.length,
    });
    await measure({
      origin,
      paths: warm.map((q) => `/api/customer/products/search-page?query=${q}`),
      amount: warm.length,
    });
    const rows = [
      {
        name: 'health (baseline)',
        ...(await measure({ origin, paths: ['/health'], duration: 5 })),
      },
      {
        name: 'search suggestions',
        target: TARGETS[setup]?.suggestions,
        ...(await measure({ origin, paths: suggestionPaths, amount: suggestionPaths.length })),
      },
      {
        name: 'search-page',
        target: TARGETS[setup]?.page,
        ...(await measure({ origin, paths: pagePaths, amount: pagePaths.length })),
      },
    ];
    for (const row of rows.slice(1)) row.baseline = rows[0];
    printTable(
      `Search, ${products} products, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL server'}, ` +
        `SEARCH_INDEX=${env.SEARCH_INDEX}, 10 connections, ${measured.length} distinct queries per ` +
        `call (of ${stream.length}), each asked once; API resident memory after: ${residentMb(api.pid)} MB`,
      rows,
    );
  } finally {
    await stopProcess(api);
  }
}

export async function benchSearch() {
  for (const setup of SETUPS) await benchSetup(setup);
}
