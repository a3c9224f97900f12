// The body of `npm run cluster` (scripts/cluster.mjs has its signature): PostgreSQL, the two Redis
// servers, the API and storefront replicas and nginx, each but PostgreSQL kept running by the
// supervisor (scripts/supervisor.mjs), which restarts whatever dies unexpectedly.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localCertificate } from './certificate.mjs';
import { ensurePackages } from './cluster-packages.mjs';
import { postgresFolder, startPostgres } from './cluster-postgres.mjs';
import { clusterSettings } from './cluster-settings.mjs';
import { pageCacheDir, staticCopyDir, writeEdgeConfig } from './edge.mjs';
import { prepareEdgeStatic } from './edge-static.mjs';
import { builtDeploymentId } from './deployment-id.mjs';
import { newestChange, STOREFRONT_SOURCES } from './newest-change.mjs';
import { folderFor } from './private-folders.mjs';
import { LOOPBACK_PROXIES, storefrontServerArgs } from './server-settings.mjs';
import { createSupervisor } from './supervisor.mjs';

const EDGE_TEMP_BASE = path.join(tmpdir(), 'oja-market-edge');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A secret made once and kept in the data folder, so restarts keep sessions and links. */
function keptSecret(dataDir, name, bytes = 32) {
  const file = path.join(dataDir, name);
  if (!existsSync(file))
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

const answers = (url) =>
  fetch(url, { redirect: 'manual' }).then((response) => response.status < 500);
const redisAnswers = (port) => async () =>
  spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
  'PONG';

/** redis-server's arguments for one of the two roles (decision 051; docs/deploy.md). */
function redisArgs(port, role, { dir, maxmemory }) {
  const common = ['--port', String(port), '--bind', '127.0.0.1', '--maxmemory', maxmemory];
  // State: rate limits, locks, nonces and the cache's tag times must not be lost, so nothing is
  // evicted (a full Redis refuses writes instead) and every write is kept on disk.
  if (role === 'state')
    return [
      ...common,
      '--maxmemory-policy',
      'noeviction',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
    ];
  // Cache: entries are rebuilt by rendering again, so the least recently used go at the cap and
  // nothing is written to disk.
  return [...common, '--maxmemory-policy', 'allkeys-lru', '--appendonly', 'no', '--save', ''];
}

/** Starts the whole topology and resolves once nginx answers through it. */
export async function startCluster({
  env = process.env,
  fresh = false,
  build = 'if-stale',
  log = console.log,
  extraApiEnv = {},
  extraStorefrontEnv = {},
} = {}) {
  const settings = clusterSettings(env);
  ensurePackages(log);
  const { dataDir, databaseDir, edgeTempDir, logs } = prepareFolders(settings.dataDir, fresh);
  const supervisor = supervisorLoggingTo(logs, log);
  const cleanups = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await supervisor.stopAll();
    for (const cleanup of cleanups.reverse()) cleanup();
    // Buffers of requests and answers, worth nothing once nginx has stopped.
    if (edgeTempDir.startsWith(EDGE_TEMP_BASE))
      rmSync(edgeTempDir, { recursive: true, force: true });
  };

  try {
    const certificate = await localCertificate({
      certFile: settings.certFile,
      keyFile: settings.keyFile,
    });
    const postgres = startPostgres(databaseDir, settings.postgresPort, log);
    cleanups.push(postgres.stop);
    const { redisUrl, cacheRedisUrl } = await startRedisServers(supervisor, settings, dataDir);

    const urls = clusterUrls(settings);
    const shared = sharedEnv(env, dataDir, redisUrl);
    buildIfStale(build, env, shared, log);
    setDeploymentId(env, shared);
    const replicas = replicaTable(settings, urls, {
      api: (port) =>
        apiEnv({ shared, env, dataDir, port, urls, databaseUrl: postgres.url, extraApiEnv }),
      storefront: (port) =>
        storefrontEnv({ shared, env, dataDir, port, urls, cacheRedisUrl, extraStorefrontEnv }),
    });
    const { replica, startReplica } = replicaControls(supervisor, replicas);
    await startAllReplicas(replicas, startReplica, log);
    await startEdge(supervisor, settings, {
      dataDir,
      edgeTempDir,
      certificate,
      apiUrl: urls.apiUrl,
    });

    return {
      ...urls,
      databaseUrl: postgres.url,
      databaseDir,
      redisUrl,
      cacheRedisUrl,
      dataDir,
      edgePageCacheDir: pageCacheDir(edgeTempDir),
      edgeStaticDir: staticCopyDir(edgeTempDir),
      stopReplica: (name) => supervisor.hold(replica(name) && name),
      startReplica,
      crashReplica: (name) => supervisor.crash(replica(name) && name),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The data folder (emptied first when `fresh`), PostgreSQL's, nginx's buffers and the logs. */
function prepareFolders(dataDir, fresh) {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = postgresFolder(dataDir);
  // nginx's workers (nobody, when root runs it) buffer bodies and answers in a folder they reach.
  const edgeTempDir = folderFor('nobody', dataDir, 'nginx/temp', EDGE_TEMP_BASE);
  if (fresh) rmSync(databaseDir, { recursive: true, force: true });
  const logs = path.join(dataDir, 'logs');
  mkdirSync(logs, { recursive: true });
  return { dataDir, databaseDir, edgeTempDir, logs };
}

/** The supervisor, each child's output appended to its own file in `logs`. */
function supervisorLoggingTo(logs, log) {
  return createSupervisor({
    log,
    spawnOptions: (name) => {
      const out = openSync(path.join(logs, `${name}.log`), 'a');
      return { stdio: ['ignore', out, out] };
    },
  });
}

/** The state Redis and the cache Redis, supervised; resolves once both answer. */
async function startRedisServers(supervisor, settings, dataDir) {
  const redisDir = path.join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  await Promise.all([
    supervisor.supervise(
      'redis',
      'redis-server',
      redisArgs(settings.redisPort, 'state', {
        dir: redisDir,
        maxmemory: settings.redisMaxMemory,
      }),
      { whenReady: () => waitUntil('Redis', redisAnswers(settings.redisPort)) },
    ),
    supervisor.supervise(
      'redis-cache',
      'redis-server',
      redisArgs(settings.cacheRedisPort, 'cache', { maxmemory: settings.cacheRedisMaxMemory }),
      { whenReady: () => waitUntil('The cache Redis', redisAnswers(settings.cacheRedisPort)) },
    ),
  ]);
  return {
    redisUrl: `redis://127.0.0.1:${settings.redisPort}`,
    cacheRedisUrl: `redis://127.0.0.1:${settings.cacheRedisPort}`,
  };
}

/** Where the site, the APIs' edge and each replica answer. */
function clusterUrls(settings) {
  return {
    siteUrl: `https://localhost:${settings.edgePort}`,
    apiUrl: `http://127.0.0.1:${settings.apiEdgePort}`,
    storefrontUrls: settings.storefrontPorts.map((port) => `http://127.0.0.1:${port}`),
    apiUrls: settings.apiPorts.map((port) => `http://127.0.0.1:${port}`),
  };
}

/** The settings every replica shares: the state Redis, and the secrets kept in the data folder. */
function sharedEnv(env, dataDir, redisUrl) {
  const shared = {
    ...process.env,
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redisUrl,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || keptSecret(dataDir, 'revalidate-secret'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
      env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||
      Buffer.from(keptSecret(dataDir, 'server-actions-key'), 'base64url').toString('base64'),
  };
  delete shared.REDIS_CACHE_URL;
  return shared;
}

/**
 * With build 'if-stale', builds the storefront when the build is missing, older than its sources,
 * or of another deployment id than the one the operator set.
 */
function buildIfStale(build, env, shared, log) {
  if (build !== 'if-stale') return;
  const wantedId = env.NEXT_DEPLOYMENT_ID || null;
  const buildId = path.join(root, '.next/BUILD_ID');
  if (
    existsSync(buildId) &&
    statSync(buildId).mtimeMs >= newestChange(STOREFRONT_SOURCES) &&
    (wantedId === null || builtDeploymentId() === wantedId)
  )
    return;
  log('Building the storefront (npm run build)...');
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: shared,
  });
  if (built.status !== 0) throw new Error('The storefront build failed');
}

/**
 * One build serves every replica, so the replicas run the build's own deployment id; an id the
 * operator sets (for builds made on several machines) must be built in, else the pages that load
 * scripts on the way never hydrate (scripts/deployment-id.mjs).
 */
function setDeploymentId(env, shared) {
  const deploymentId = env.NEXT_DEPLOYMENT_ID || builtDeploymentId();
  if (deploymentId) shared.NEXT_DEPLOYMENT_ID = deploymentId;
  else delete shared.NEXT_DEPLOYMENT_ID;
}

/** An API replica's settings. */
function apiEnv({ shared, env, dataDir, port, urls, databaseUrl, extraApiEnv }) {
  return {
    ...shared,
    MARKETPLACE_PORT: String(port),
    MARKETPLACE_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SITE_URL: urls.siteUrl,
    // The sandbox's payment page is on the site's origin (the edge routes
    // /sandbox/flutterwave/pay/ to the APIs), where a phone reaches it. The API's own calls to
    // its sandbox, and the sandbox's webhooks, stay on the loopback address of the APIs.
    MARKETPLACE_PUBLIC_URL: urls.siteUrl,
    MARKETPLACE_INTERNAL_URL: urls.apiUrl,
    MARKETPLACE_TRUSTED_PROXIES: LOOPBACK_PROXIES,
    STOREFRONT_REVALIDATE_URLS: urls.storefrontUrls.map((url) => `${url}/api/revalidate`).join(','),
    // The demo stores' vendor API keys, written by the first seed (docs/vendor-api.md).
    DEMO_VENDOR_KEYS_FILE: env.DEMO_VENDOR_KEYS_FILE || path.join(dataDir, 'demo-vendor-keys.json'),
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    ...extraApiEnv,
  };
}

/** A storefront replica's settings. */
function storefrontEnv({ shared, env, dataDir, port, urls, cacheRedisUrl, extraStorefrontEnv }) {
  return {
    ...shared,
    PORT: String(port),
    MARKETPLACE_API_URL: urls.apiUrl,
    SITE_URL: urls.siteUrl,
    REDIS_CACHE_URL: cacheRedisUrl,
    SESSION_SECRET: env.SESSION_SECRET || keptSecret(dataDir, 'session-secret'),
    // nginx, on loopback, is the storefronts' one proxy.
    TRUSTED_PROXIES: LOOPBACK_PROXIES,
    ...extraStorefrontEnv,
  };
}

/** Every replica by name ('api-1', 'storefront-1', ...): its command and its readiness URL. */
function replicaTable(settings, urls, envFor) {
  const replicas = new Map();
  settings.apiPorts.forEach((port, i) =>
    replicas.set(`api-${i + 1}`, {
      command: [process.execPath, ['--import', 'tsx', 'marketplace/main.ts'], envFor.api(port)],
      ready: `${urls.apiUrls[i]}/health/ready`,
    }),
  );
  settings.storefrontPorts.forEach((port, i) =>
    replicas.set(`storefront-${i + 1}`, {
      command: [process.execPath, storefrontServerArgs(port, 'localhost'), envFor.storefront(port)],
      ready: `${urls.storefrontUrls[i]}/health`,
    }),
  );
  return replicas;
}

/** A replica by name (throws for an unknown one), and how to start it, or resume it after a hold. */
function replicaControls(supervisor, replicas) {
  const replica = (name) => {
    if (!replicas.has(name)) throw new Error(`No replica named ${name}`);
    return replicas.get(name);
  };
  const startReplica = async (name) => {
    const { command, ready } = replica(name);
    const [program, args, childEnv] = command;
    const whenReady = () => waitUntil(name, () => answers(ready));
    // The first start registers it with the supervisor; a later one resumes what stopReplica held.
    if (replica(name).started) return supervisor.resume(name);
    replica(name).started = true;
    await supervisor.supervise(name, program, args, { env: childEnv, cwd: root, whenReady });
  };
  return { replica, startReplica };
}

/** The API replicas one after another, then the storefronts together. */
async function startAllReplicas(replicas, startReplica, log) {
  // The first API replica migrates and seeds an empty database before the second starts.
  log('Starting the API replicas...');
  for (const name of [
    'api-1',
    ...[...replicas.keys()].filter((n) => n.startsWith('api-') && n !== 'api-1'),
  ]) {
    await startReplica(name);
  }
  log('Starting the storefront replicas...');
  await Promise.all(
    [...replicas.keys()].filter((name) => name.startsWith('storefront-')).map(startReplica),
  );
}

/** nginx in front, with its configuration written for this cluster; resolves once it answers. */
async function startEdge(supervisor, settings, { dataDir, edgeTempDir, certificate, apiUrl }) {
  // The build's static files as the edge sends them, compressed once (decision 065).
  await prepareEdgeStatic({ build: path.join(root, '.next'), to: staticCopyDir(edgeTempDir) });
  const config = writeEdgeConfig({
    prefix: path.join(dataDir, 'nginx'),
    tempDir: edgeTempDir,
    edgePort: settings.edgePort,
    apiEdgePort: settings.apiEdgePort,
    storefrontPorts: settings.storefrontPorts,
    apiPorts: settings.apiPorts,
    certFile: certificate.certFile,
    keyFile: certificate.keyFile,
    maxBodySize: settings.maxBodySize,
    pageCacheMaxSize: settings.pageCacheMaxSize,
  });
  await supervisor.supervise(
    'nginx',
    '/usr/sbin/nginx',
    ['-c', config, '-p', path.dirname(config), '-g', 'daemon off;'],
    { whenReady: () => waitUntil('nginx', () => answers(`${apiUrl}/health`)) },
  );
}
