// The edge's page cache (issue 40, decision 060), through the cluster's nginx: product, store, home
// and shop pages beside a static file that nginx serves from disk, in one run.
// - 50 connections, round after round, each page right after the static file so that whatever else
//   the machine does weighs on both: requests/s, p50 and p97.5, and each page's rate as a share of
//   the static file's (goal: at least 0.3).
// - 200 connections, once per call: failed requests (goal: none) and p97.5.
// - Measured with wrk (bench/wrk.mjs) when it is installed: autocannon, in JavaScript on the same two
//   cores, runs out before nginx does on answers of a page's size. A shorter set of rounds with
//   autocannon beside it shows the difference, with each generator's own CPU per request.
// - Node's CPU seconds per 1,000 page views (both storefront replicas, from /proc: bench/cpu.mjs),
//   with the edge cache and without it. "Without" asks for the same pages with a query parameter
//   the storefront ignores: Next serves them from its own cache as before issue 40, and the edge
//   never keeps them (it keeps canonical URLs only), so only the edge cache differs.
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuWatch, perRequestMs } from './cpu.mjs';
import { measure, median } from './lib.mjs';
import { hasWrk, measureWithWrk } from './wrk.mjs';

const ROUNDS = Number(process.env.BENCH_EDGE_CACHE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_EDGE_CACHE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_EDGE_CACHE_CONNECTIONS ?? 50);
const HEAVY_CONNECTIONS = Number(process.env.BENCH_EDGE_CACHE_HEAVY_CONNECTIONS ?? 200);
const GOAL = 0.3;
// A returning shopper in Lagos whose browser takes brotli, as the issue measured.
const HEADERS = { 'accept-encoding': 'br, gzip', cookie: 'oja_location=Lagos' };
/** A parameter no page reads: the same page from Next's cache, never from the edge's. */
const PAST_THE_EDGE = 'edge-bench';

/** The build's largest script: what a first visit's download costs the edge (decision 065). */
function largestScript() {
  const dir = '.next/static/chunks';
  const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const largest = scripts.reduce((a, b) =>
    statSync(path.join(dir, b)).size > statSync(path.join(dir, a)).size ? b : a,
  );
  return `/_next/static/chunks/${largest}`;
}

/** The calls: a static file first, then the pages, each over a few URLs of its kind. */
function callsFor({ pages, productIds }, staticFile) {
  const store = pages.find((page) => page.name === 'store').path;
  return [
    { name: 'static file', paths: [staticFile] },
    { name: 'script, largest', paths: [largestScript()] },
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

/** The load generator of the main rounds: wrk when installed, autocannon otherwise. */
const MAIN_CLIENT = hasWrk() ? 'wrk' : 'autocannon';
/** Calls measured again with autocannon beside wrk, to show what the generator changes. */
const COMPARED = ['static file', 'static, page-sized', 'product'];
/** Calls that nginx serves from disk; the others are pages, held to the goal. */
const STATIC_CALLS = new Set(['static file', 'static, page-sized', 'script, largest']);

async function run(cluster, paths, connections, seconds, cpu, client = MAIN_CLIENT) {
  const before = cpu.sample();
  const options = {
    origin: cluster.siteUrl,
    paths,
    connections,
    duration: seconds,
    headers: HEADERS,
  };
  let result;
  if (client === 'wrk') result = await measureWithWrk(options);
  else {
    // autocannon runs in this process: its CPU is this process's.
    const own = process.cpuUsage();
    result = await measure(options);
    const used = process.cpuUsage(own);
    result.clientCpuMs = (used.user + used.system) / 1000 / result.count;
  }
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
    if (!STATIC_CALLS.has(call.name)) await run(cluster, pastTheEdge(call.paths), 10, 1, cpu);
  }
  // A second static file as large as a kept product page's whole answer (brotli body and headers),
  // of bytes nginx does not compress: what sending that many bytes from disk costs on this machine
  // with this client, beside the small stylesheet.
  const sized = Math.round(bytes.get('product'));
  const sizedFile = `/_next/static/edge-bench-${sized}.bin`;
  // Where the edge serves /_next/static from (its copy of the build, decision 065).
  const sizedPath = path.join(cluster.edgeStaticDir, path.basename(sizedFile));
  writeFileSync(sizedPath, randomBytes(Math.max(sized, 1)));
  calls.splice(1, 0, { name: 'static, page-sized', paths: [sizedFile] });
  try {
    await measureAll(cluster, calls, cpu, bytes);
  } finally {
    rmSync(sizedPath, { force: true });
  }
}

/** Rounds of every call after the first, each right after the first (the static file). */
async function rounds(cluster, calls, cpu, client) {
  const runs = new Map(calls.map((call) => [call.name, []]));
  const ratios = new Map(calls.map((call) => [call.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const call of calls.slice(1)) {
      // The static file right before each call, so that each ratio is taken in one moment.
      const still = await run(cluster, calls[0].paths, CONNECTIONS, SECONDS, cpu, client);
      const page = await run(cluster, call.paths, CONNECTIONS, SECONDS, cpu, client);
      runs.get(calls[0].name).push(still);
      runs.get(call.name).push(page);
      ratios.get(call.name).push(page.rps / still.rps);
    }
    console.log(
      `${client}: round ${round + 1} of ${ROUNDS} done (load ${os.loadavg()[0].toFixed(2)})`,
    );
  }
  return { runs, ratios };
}

const medianOf = (runs, figure) =>
  median(runs.map((r) => r[figure]).filter((value) => Number.isFinite(value)));

async function measureAll(cluster, calls, cpu, bytes) {
  for (const call of calls) if (!bytes.has(call.name)) await run(cluster, call.paths, 10, 1, cpu);
  const pages = calls.filter((call) => !STATIC_CALLS.has(call.name));

  const main = await rounds(cluster, calls, cpu, MAIN_CLIENT);
  const compared =
    MAIN_CLIENT === 'wrk'
      ? await rounds(
          cluster,
          calls.filter((call) => COMPARED.includes(call.name)),
          cpu,
          'autocannon',
        )
      : undefined;

  const without = new Map();
  for (const call of pages) {
    without.set(call.name, await run(cluster, pastTheEdge(call.paths), CONNECTIONS, SECONDS, cpu));
  }

  const heavy = new Map();
  for (const call of calls) {
    heavy.set(call.name, await run(cluster, call.paths, HEAVY_CONNECTIONS, SECONDS, cpu));
  }

  console.log(
    `\nThrough the edge under ${CONNECTIONS} connections (HTTPS, HTTP/1.1 keep-alive, brotli), ` +
      `measured with ${MAIN_CLIENT}, median of ${ROUNDS} rounds of ${SECONDS} s ` +
      `(lowest-highest); goal: a page at least ${GOAL} of the static file's rate`,
  );
  if (MAIN_CLIENT !== 'wrk') console.log('(wrk is not installed: apt-get install wrk)');
  const pageSized = medianOf(main.runs.get('static, page-sized'), 'rps');
  console.table(
    calls.map((call) => {
      const runs = main.runs.get(call.name);
      const ratio = median(main.ratios.get(call.name));
      const isPage = !STATIC_CALLS.has(call.name);
      const bad = runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      return {
        call: call.name,
        'req/s': `${Math.round(medianOf(runs, 'rps'))} (${spread(runs.map((r) => r.rps))})`,
        'p50 ms': medianOf(runs, 'p50').toFixed(1),
        'p97.5 ms': medianOf(runs, 'p97.5').toFixed(1),
        'kB sent': (medianOf(runs, 'bytes') / 1024).toFixed(1),
        'of static': call === calls[0] ? '' : ratio.toFixed(2),
        'of page-sized': isPage ? (medianOf(runs, 'rps') / pageSized).toFixed(2) : '',
        goal: isPage ? (ratio >= GOAL ? 'met' : 'missed') : '',
        'nginx CPU ms': medianOf(
          runs.map((r) => r.cpu),
          'edge',
        ).toFixed(3),
        [`${MAIN_CLIENT} CPU ms`]: medianOf(runs, 'clientCpuMs').toFixed(3),
        failed: bad,
      };
    }),
  );

  if (compared) {
    console.log(
      `\nThe same calls with autocannon (in this Node process) instead of wrk, ${ROUNDS} rounds: ` +
        "where a generator runs out first, its rate is its own limit, not the edge's",
    );
    console.table(
      COMPARED.map((name) => {
        const byWrk = main.runs.get(name);
        const byAutocannon = compared.runs.get(name);
        return {
          call: name,
          'wrk req/s': Math.round(medianOf(byWrk, 'rps')),
          'autocannon req/s': `${Math.round(medianOf(byAutocannon, 'rps'))} (${spread(byAutocannon.map((r) => r.rps))})`,
          'wrk: of static': name === COMPARED[0] ? '' : median(main.ratios.get(name)).toFixed(2),
          'autocannon: of static':
            name === COMPARED[0] ? '' : median(compared.ratios.get(name)).toFixed(2),
          'wrk CPU ms': medianOf(byWrk, 'clientCpuMs').toFixed(3),
          'autocannon CPU ms': medianOf(byAutocannon, 'clientCpuMs').toFixed(3),
          'nginx CPU ms, autocannon': medianOf(
            byAutocannon.map((r) => r.cpu),
            'edge',
          ).toFixed(3),
        };
      }),
    );
  }

  console.log(
    `\nUnder ${HEAVY_CONNECTIONS} connections, one run of ${SECONDS} s each with ${MAIN_CLIENT}; ` +
      'goal: nothing fails',
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
    pages.map((call) => {
      const cached = main.runs.get(call.name).map((r) => r.cpu);
      const past = without.get(call.name);
      return {
        page: call.name,
        'Node, edge cache': seconds(medianOf(cached, 'storefront')),
        'Node, without': seconds(past.cpu.storefront),
        'nginx, edge cache': seconds(medianOf(cached, 'edge')),
        'nginx, without': seconds(past.cpu.edge),
        'req/s without': Math.round(past.rps),
      };
    }),
  );
}
