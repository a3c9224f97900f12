// `npm run cluster`: the production topology on this machine (decision 035). A PostgreSQL server,
// a state Redis and a cache Redis, two marketplace API replicas, one build served by two storefront
// replicas (`next start`), and nginx in front on https://localhost:8443 (deploy/nginx/). Data lives
// under .data/cluster/ (PostgreSQL's elsewhere when its user cannot reach it: decision 051). Like
// `npm start` it installs the packages first; run as root it installs the Debian packages that are
// missing, otherwise it says which. Whatever dies unexpectedly is started again with back-off
// (scripts/supervisor.mjs); Ctrl-C or SIGTERM stops all.
//
// Tests and benchmarks reuse it. Stable signature:
//   startCluster({ env?, fresh?, build?, log?, extraApiEnv?, extraStorefrontEnv? }) → Promise<{
//     siteUrl, apiUrl, storefrontUrls, apiUrls, databaseUrl, databaseDir, redisUrl, cacheRedisUrl,
//     dataDir, edgePageCacheDir, edgeStaticDir, stopReplica(name), startReplica(name),
//     crashReplica(name), stop() }>
//   env: the settings (scripts/cluster-settings.mjs; default process.env); fresh: delete the data
//   first; build: 'if-stale' (default) builds when the build is missing or older than its
//   sources, false never; names of replicas: 'storefront-1', 'storefront-2', 'api-1', 'api-2'.
//   redisUrl is the state Redis (rate limits, locks, nonces, the cache's tag times; never evicts),
//   cacheRedisUrl the cache Redis (Next's entries; capped, least recently used evicted).
//   stopReplica kills one with SIGKILL and resolves once it is gone; it stays down (a stop on
//   purpose, not restarted) until startReplica starts it again, which resolves once it answers.
//   crashReplica kills one with SIGKILL behind the supervisor's back: it is restarted like a crash.
//
// This module imports only Node's own: the rest (scripts/cluster-topology.mjs) needs packages,
// which a fresh clone installs first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installPackages } from './install.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Starts the whole topology and resolves once nginx answers through it (see above). */
export async function startCluster(options) {
  const topology = await import('./cluster-topology.mjs');
  return topology.startCluster(options);
}

/** `npm run cluster`: starts it all and stops it all on Ctrl-C or SIGTERM. */
async function main() {
  process.chdir(root);
  if (existsSync('.env')) process.loadEnvFile('.env');
  installPackages({ root });
  let cluster;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster...');
    // During the start, the start finishes and then everything stops (below).
    if (!cluster) return;
    await cluster.stop();
    process.exit(0);
  };
  // Set before the start, so that a signal during it does not leave what has started running.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  cluster = await startCluster();
  if (stopping) {
    await cluster.stop();
    process.exit(0);
  }
  console.log(
    `\nOja Market cluster: ${cluster.siteUrl}  (2 storefronts, 2 APIs, PostgreSQL, 2 Redis, ` +
      `nginx; logs in ${path.join(cluster.dataDir, 'logs')})  Ctrl-C stops all.\n`,
  );
}

// Not top-level await: tests load this module with require().
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
