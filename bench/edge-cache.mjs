// The edge's page cache (issue 40, decision 060), through the cluster's nginx: product, store, home
// and shop pages beside a static file that nginx serves from disk, in one run.
// - 50 connections, round after round, each page right after the static file so that whatever else
//   the machine does weighs on both: requests/s, p50 and p97.5, and each page's rate as a share of
//   the static file's (goal: at least 0.3).
// - 200 connections, once per call: failed requests (goal: none) and p97.5.
// - Node's CPU seconds per 1,000 page views (both storefront replicas, from /proc: bench/cpu.mjs),
//   with the edge cache and without it. "Without" asks for the same pages with a query parameter
//   the storefront ignores: Next serves them from its own cache as before issue 40, and the edge
//   never keeps them (it keeps canonical URLs only), so only the edge cache differs.
import { randomBytes } from 'node:crypto';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuWatch, perRequestMs } from './cpu.mjs';
import { measure, median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_EDGE_CACHE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_EDGE_CACHE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_EDGE_CACHE_CONNECTIONS ?? 50);
const HEAVY_CONNECTIONS = Number(process.env.BENCH_EDGE_CACHE_HEAVY_CONNECTIONS ?? 200);
const GOAL = 0.3;
// A returning shopper in Lagos whose browser takes brotli, as the issue measured.
const HEADERS = { 'accept-encoding': 'br, gzip', cookie: 'oja_location=Lagos' };
/** A parameter no page reads: the same page from Next's cache, never from the edge's. */
const PAST_THE_EDGE = 'edge-bench';

/** The calls: a static file first, then the pages, each over a few URLs of its kind. */
function callsFor({ pages, productIds }, staticFile) {
  const store = pages.find((page) => page.name === 'store').path;
  return [
    { name: 'static file', paths: [staticFile] },
    { name: 'product', paths: productIds.slice(0, 16).map((id) => `/products/${id}`) },
    { name: 'store', paths: [store] },
    { name: 'home', paths: ['/'] },
    { name: 'shop', paths: ['/shop', '/shop?page=2', '/shop?page=3'] },
  ];
}

/** The same paths with PAST_THE_EDGE, a distinct value each, so that no two share a key either. */
const pastTheEdge = (paths) =>
  paths.flatMap((page, i) =>
    Array.from({ length: 4 }, (_, n) => {
      const url = new URL(page, 'http://x');
      url.searchParams.append(PAST_THE_EDGE, String(i * 4 + n));
      return `${url.pathname}${url.search}`;
    }),
  );

async function run(cluster, paths, connections, seconds, cpu) {
  const before = cpu.sample();
  const result = await measure({
    origin: cluster.siteUrl,
    paths,
    connections,
    duration: seconds,
    headers: HEADERS,
  });
  // CPU seconds per 1,000 answers = CPU ms per answer.
  return { ...result, cpu: perRequestMs(before, cpu.sample(), result.count) };
}

const spread = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
const seconds = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/**
 * Runs the measurements against a started cluster (bench/edge.mjs's withCluster): `sample` is
 * samplePages of its API, `staticFile` a build file's path under /_next/static.
 */
export async function benchEdgeCache(cluster, sample, staticFile) {
  const { env } = cluster;
  const calls = callsFor(sample, staticFile);
  const cpu = cpuWatch([
    ...env.CLUSTER_STOREFRONT_PORTS.split(',').map((port) => ({ name: 'storefront', port })),
    { name: 'edge', port: env.EDGE_PORT },
  ]);
  if (cpu.missing.length) console.log(`No CPU figures for ${cpu.missing.join(', ')}`);
  const size = statSync(path.join('.next', staticFile.replace(/^\/_next/, ''))).size;
  console.log(
    `\nThe edge's page cache: ${calls.map((call) => call.name).join(', ')} through nginx ` +
      `(static file ${staticFile}, ${(size / 1024).toFixed(1)} kB before compression)`,
  );

  console.log('Warming every page (first renders, the edge and Next caches)...');
  const bytes = new Map();
  for (const call of calls) {
    bytes.set(call.name, (await run(cluster, call.paths, 10, 1, cpu)).bytes);
    if (call.name !== 'static file') await run(cluster, pastTheEdge(call.paths), 10, 1, cpu);
  }
  // A second static file as large as a kept product page's whole answer (brotli body and headers),
  // of bytes nginx does not compress: what sending that many bytes from disk costs on this machine
  // with this client, beside the small stylesheet.
  const sized = Math.round(bytes.get('product'));
  const sizedFile = `/_next/static/edge-bench-${sized}.bin`;
  const sizedPath = path.join('.next', sizedFile.replace(/^\/_next/, ''));
  writeFileSync(sizedPath, randomBytes(Math.max(sized, 1)));
  calls.splice(1, 0, { name: 'static, page-sized', paths: [sizedFile] });
  try {
    await measureAll(cluster, calls, cpu, bytes);
  } finally {
    rmSync(sizedPath, { force: true });
  }
}

async function measureAll(cluster, calls, cpu, bytes) {
  for (const call of calls) if (!bytes.has(call.name)) await run(cluster, call.paths, 10, 1, cpu);

  const rounds = new Map(calls.map((call) => [call.name, []]));
  const ratios = new Map(calls.map((call) => [call.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const call of calls.slice(1)) {
      // The static file right before each page, so that each ratio is taken in one moment.
      const still = await run(cluster, calls[0].paths, CONNECTIONS, SECONDS, cpu);
      const page = await run(cluster, call.paths, CONNECTIONS, SECONDS, cpu);
      rounds.get(calls[0].name).push(still);
      rounds.get(call.name).push(page);
      ratios.get(call.name).push(page.rps / still.rps);
    }
    console.log(`round ${round + 1} of ${ROUNDS} done (load ${rounds.get('shop').at(-1).load})`);
  }

  const without = new Map();
  for (const call of calls.slice(2)) {
    without.set(call.name, await run(cluster, pastTheEdge(call.paths), CONNECTIONS, SECONDS, cpu));
  }

  const heavy = new Map();
  for (const call of calls) {
    heavy.set(call.name, await run(cluster, call.paths, HEAVY_CONNECTIONS, SECONDS, cpu));
  }

  console.log(
    `\nThrough the edge under ${CONNECTIONS} connections (HTTPS, HTTP/1.1 keep-alive, brotli), ` +
      `median of ${ROUNDS} rounds of ${SECONDS} s (lowest-highest); goal: a page at least ` +
      `${GOAL} of the static file's rate`,
  );
  console.table(
    calls.map((call) => {
      const runs = rounds.get(call.name);
      const ratio = median(ratios.get(call.name));
      const bad = runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      return {
        call: call.name,
        'req/s': `${Math.round(median(runs.map((r) => r.rps)))} (${spread(runs.map((r) => r.rps))})`,
        'p50 ms': median(runs.map((r) => r.p50)).toFixed(1),
        'p97.5 ms': median(runs.map((r) => r['p97.5'])).toFixed(1),
        'kB sent': (median(runs.map((r) => r.bytes)) / 1024).toFixed(1),
        'of static': call.name === 'static file' ? '' : `${ratio.toFixed(2)}`,
        'of page-sized':
          call.name === 'static file' || call.name === 'static, page-sized'
            ? ''
            : (
                median(runs.map((r) => r.rps)) /
                median(rounds.get('static, page-sized').map((r) => r.rps))
              ).toFixed(2),
        goal:
          call.name === 'static file' || call.name === 'static, page-sized'
            ? ''
            : ratio >= GOAL
              ? 'met'
              : 'missed',
        'nginx CPU ms': median(
          runs.map((r) => r.cpu.edge).filter((value) => Number.isFinite(value)),
        ).toFixed(3),
        failed: bad,
      };
    }),
  );

  console.log(
    `\nUnder ${HEAVY_CONNECTIONS} connections, one run of ${SECONDS} s each; goal: nothing fails`,
  );
  console.table(
    calls.map((call) => {
      const r = heavy.get(call.name);
      return {
        call: call.name,
        'req/s': Math.round(r.rps),
        'p97.5 ms': r['p97.5'].toFixed(1),
        'non-2xx': r.non2xx,
        errors: r.errors,
        goal: r.non2xx + r.errors === 0 ? 'met' : 'missed',
      };
    }),
  );

  console.log(
    `\nCPU seconds per 1,000 page views under ${CONNECTIONS} connections: Node (both storefront ` +
      `replicas) and nginx, with the edge cache (median of the rounds) and without it (the same ` +
      `pages with ?${PAST_THE_EDGE}=..., from Next's cache)`,
  );
  console.table(
    calls.slice(2).map((call) => {
      const cached = rounds.get(call.name);
      const past = without.get(call.name);
      const cost = (runs, name) =>
        median(runs.map((r) => r.cpu[name]).filter((value) => Number.isFinite(value)));
      return {
        page: call.name,
        'Node, edge cache': seconds(cost(cached, 'storefront')),
        'Node, without': seconds(past.cpu.storefront),
        'nginx, edge cache': seconds(cost(cached, 'edge')),
        'nginx, without': seconds(past.cpu.edge),
        'req/s without': Math.round(past.rps),
      };
    }),
  );
}
