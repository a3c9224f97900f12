// Bench through the edge (issue 25): the same pages from the single box (`next start` and one API
// on PGlite, as `npm start` runs them), from the cluster through nginx (HTTPS, two storefront
// replicas, two API replicas, PostgreSQL, Redis), and from one of the cluster's storefront
// replicas without nginx, each beside a static file from the same server, in one run. The three
// run side by side and are measured in turns, round after round, so that whatever else the machine
// is doing weighs on all of them alike; each figure is the median of the rounds with their spread.
// Besides requests/s, each server's CPU time per request (bench/cpu.mjs): what the edge costs a
// request, and what one storefront replica costs, which is what sizing more machines rests on.
import { readdirSync, readFileSync } from 'node:fs';
import { startCluster } from '../scripts/cluster.mjs';
import { clusterSettings } from '../scripts/cluster-settings.mjs';
import { cpuWatch, perRequestMs } from './cpu.mjs';
import { benchEdgeCache } from './edge-cache.mjs';
import { measure, median } from './lib.mjs';
import { samplePages, withStorefront } from './servers.mjs';

const ROUNDS = Number(process.env.BENCH_EDGE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_EDGE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_EDGE_CONNECTIONS ?? 10);
// `cache`: the edge's page cache (bench/edge-cache.mjs); `compare`: the single box, the cluster
// through nginx and one replica without it, side by side (below).
const PARTS = (process.env.BENCH_EDGE_PARTS ?? 'cache,compare').split(',');
// A returning shopper: the location is chosen, so the catalog pages are the ones shoppers get.
const HEADERS = { 'accept-encoding': 'br, gzip', cookie: 'oja_location=Lagos' };

/**
 * The cluster's settings for the benchmarks: its own ports and folder, so that a running
 * `npm run cluster` or another bench is left alone (BENCH_EDGE_* to move them).
 */
export function benchClusterEnv(env = process.env) {
  return {
    ...env,
    EDGE_PORT: env.BENCH_EDGE_PORT ?? '8463',
    EDGE_API_PORT: env.BENCH_EDGE_API_PORT ?? '8493',
    CLUSTER_STOREFRONT_PORTS: env.BENCH_EDGE_STOREFRONT_PORTS ?? '3141,3142',
    CLUSTER_API_PORTS: env.BENCH_EDGE_API_PORTS ?? '4141,4142',
    CLUSTER_PG_PORT: env.BENCH_EDGE_PG_PORT ?? '54344',
    CLUSTER_REDIS_PORT: env.BENCH_EDGE_REDIS_PORT ?? '6394',
    CLUSTER_CACHE_REDIS_PORT: env.BENCH_EDGE_CACHE_REDIS_PORT ?? '6396',
    CLUSTER_DATA_DIR: env.BENCH_EDGE_DATA_DIR ?? '.data/bench-cluster',
  };
}

/**
 * Runs `work` against the whole cluster (scripts/cluster.mjs), then stops it whatever happens.
 * `work` gets startCluster's answer, the settings it ran with (`env`) and its certificate (`ca`).
 */
export async function withCluster(work) {
  const env = benchClusterEnv();
  console.log(`Starting the cluster: nginx on https://localhost:${env.EDGE_PORT}...`);
  const cluster = await startCluster({ env, log: (line) => console.log(`  ${line}`) });
  const onSignal = (signal) => {
    void cluster.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work({ ...cluster, env, ca: readFileSync(clusterSettings(env).certFile) });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster.stop();
  }
}

/** A stylesheet of the build: nginx serves it from disk, `next start` from its own handler. */
export function staticFile() {
  const css = readdirSync('.next/static/chunks').find((file) => file.endsWith('.css'));
  if (!css) throw new Error('No stylesheet in .next/static/chunks: is the build complete?');
  return `/_next/static/chunks/${css}`;
}

/** What every target is measured on: a static file first, then the pages. */
function callsFor(pages, productIds) {
  const byName = Object.fromEntries(pages.map((page) => [page.name, page.path]));
  return [
    { name: 'static file', paths: [staticFile()] },
    { name: 'home', paths: [byName.home] },
    { name: 'shop', paths: ['/shop', '/shop?page=2', '/shop?page=3'] },
    { name: 'search', paths: [byName.search] },
    { name: 'product', paths: productIds.slice(0, 16).map((id) => `/products/${id}`) },
    { name: 'store', paths: [byName.store] },
  ];
}

const spread = (values, digits = 0) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

async function measureTarget(target, call, seconds) {
  const before = target.cpu.sample();
  const result = await measure({
    origin: target.origin,
    paths: call.paths,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
  });
  const cpu = perRequestMs(before, target.cpu.sample(), result.count);
  return { ...result, cpu };
}

/** Group names of the servers whose CPU time is summed, per target. */
const SERVER_COLUMNS = ['edge', 'storefront', 'api', 'postgres', 'redis'];

export async function benchEdge() {
  // The cluster first: it builds, when the build is stale, with the deployment id its replicas use.
  await withCluster(async (cluster) => {
    if (PARTS.includes('cache')) {
      await benchEdgeCache(cluster, await samplePages(cluster.apiUrls[0]), staticFile());
    }
    if (PARTS.includes('compare')) await compareTopologies(cluster);
  });
}

/** The single box, the cluster through nginx and one replica without nginx, side by side. */
async function compareTopologies(cluster) {
  // The single box keeps Next's cache in the cluster's Redis under a prefix of its own, so that
  // the two keep it the same way and only the topology differs.
  const storefrontSettings = {
    REDIS_URL: cluster.redisUrl,
    REDIS_CACHE_URL: cluster.cacheRedisUrl,
    REDIS_CACHE_PREFIX: 'oja:bench-single-box:',
  };
  await withStorefront({ storefrontSettings }, async (single) => {
    const { env } = cluster;
    const singlePages = await samplePages(single.apiOrigin);
    const clusterPages = await samplePages(cluster.apiUrls[0]);
    const storefrontPorts = env.CLUSTER_STOREFRONT_PORTS.split(',');
    const clusterServers = [
      { name: 'edge', port: env.EDGE_PORT },
      ...storefrontPorts.map((port) => ({ name: 'storefront', port })),
      ...env.CLUSTER_API_PORTS.split(',').map((port) => ({ name: 'api', port })),
      { name: 'postgres', port: env.CLUSTER_PG_PORT },
      { name: 'redis', port: env.CLUSTER_REDIS_PORT },
      { name: 'redis', port: env.CLUSTER_CACHE_REDIS_PORT },
    ];
    const targets = [
      {
        name: 'single box',
        origin: single.siteOrigin,
        calls: callsFor(singlePages.pages, singlePages.productIds),
        cpu: cpuWatch([
          { name: 'storefront', port: new URL(single.siteOrigin).port },
          { name: 'api', port: new URL(single.apiOrigin).port },
        ]),
      },
      {
        name: 'cluster via nginx',
        origin: cluster.siteUrl,
        calls: callsFor(clusterPages.pages, clusterPages.productIds),
        cpu: cpuWatch(clusterServers),
      },
      {
        name: 'one replica, no edge',
        origin: cluster.storefrontUrls[0],
        calls: callsFor(clusterPages.pages, clusterPages.productIds),
        cpu: cpuWatch(clusterServers),
      },
    ];
    for (const target of targets) {
      if (target.cpu.missing.length) {
        console.log(`${target.name}: no CPU figures for ${target.cpu.missing.join(', ')}`);
      }
    }

    console.log('Warming every page on every target (first renders, caches)...');
    for (const target of targets) {
      for (const call of target.calls) await measureTarget(target, call, 1);
    }

    const results = new Map(); // `${target}\u0000${call}` → rounds
    for (let round = 0; round < ROUNDS; round += 1) {
      // The order of the targets turns each round, so none is always measured first.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) {
        for (const call of target.calls) {
          const result = await measureTarget(target, call, SECONDS);
          const key = `${target.name}\u0000${call.name}`;
          results.set(key, [...(results.get(key) ?? []), result]);
        }
      }
      console.log(`round ${round + 1} of ${ROUNDS} done`);
    }
    printEdgeResults(targets, results);
  });
}

function printEdgeResults(targets, results) {
  const rounds = (target, call) => results.get(`${target.name}\u0000${call}`) ?? [];
  const callNames = targets[0].calls.map((call) => call.name);
  console.log(
    `\nThrough the edge: requests/s under ${CONNECTIONS} connections (HTTP/1.1 keep-alive; ` +
      `HTTPS to nginx), median of ${ROUNDS} rounds of ${SECONDS} s (lowest-highest), p95 ms`,
  );
  console.table(
    callNames.map((call) => {
      const row = { call };
      for (const target of targets) {
        const runs = rounds(target, call);
        const rps = runs.map((run) => run.rps);
        const bad = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
        row[target.name] =
          `${Math.round(median(rps))} (${spread(rps)}), p95 ${median(runs.map((r) => r.p95)).toFixed(0)}` +
          (bad ? `, ${bad} failed` : '');
      }
      return row;
    }),
  );

  console.log(
    '\nRatios of the medians: a page beside the static file of the same server, and the cluster beside the single box',
  );
  console.table(
    callNames
      .filter((call) => call !== 'static file')
      .map((call) => {
        const rps = (target) => median(rounds(target, call).map((run) => run.rps));
        const staticRps = (target) => median(rounds(target, 'static file').map((run) => run.rps));
        const [single, viaEdge, direct] = targets;
        return {
          page: call,
          'single box: page/static': pct(rps(single) / staticRps(single)),
          'via nginx: page/static': pct(rps(viaEdge) / staticRps(viaEdge)),
          'via nginx / single box': pct(rps(viaEdge) / rps(single)),
          'via nginx / one replica direct': pct(rps(viaEdge) / rps(direct)),
        };
      }),
  );

  console.log(
    '\nCPU ms per request, median of the rounds (each server with its child processes; ' +
      'storefront and api are the sum over replicas)',
  );
  console.table(
    targets.flatMap((target) =>
      callNames.map((call) => {
        const runs = rounds(target, call);
        const row = { target: target.name, call };
        let total = 0;
        for (const column of SERVER_COLUMNS) {
          const values = runs.map((run) => run.cpu[column]).filter((v) => Number.isFinite(v));
          if (!values.length) continue;
          const value = median(values);
          total += value;
          row[column] = value.toFixed(2);
        }
        // No answer within the round (a first render on a busy machine): no cost to divide.
        row.total = Object.keys(row).length > 2 ? total.toFixed(2) : 'no answers';
        return row;
      }),
    ),
  );
}

const pct = (ratio) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : 'n/a');
