// `npm run cluster`: the production topology on this machine (decision 035). A PostgreSQL server
// and Redis under .data/cluster/, two marketplace API replicas, one build served by two storefront
// replicas (`next start`), and nginx in front on https://localhost:8443 (deploy/nginx/). Run as
// root it installs the Debian packages that are missing; otherwise it says which. Ctrl-C stops all.
//
// Tests and benchmarks reuse it. Stable signature:
//   startCluster({ env?, fresh?, build?, log?, extraApiEnv?, extraStorefrontEnv? }) → Promise<{
//     siteUrl, apiUrl, storefrontUrls, apiUrls, databaseUrl, redisUrl, dataDir,
//     stopReplica(name), startReplica(name), stop() }>
//   env: the settings (scripts/cluster-settings.mjs; default process.env); fresh: delete the data
//   first; build: 'if-stale' (default) builds when the build is missing or older than its
//   sources, false never; names of replicas: 'storefront-1', 'storefront-2', 'api-1', 'api-2'.
//   stopReplica kills one with SIGKILL (a crash) and resolves once it is gone; startReplica starts
//   it again and resolves once it answers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localCertificate } from './certificate.mjs';
import { clusterSettings } from './cluster-settings.mjs';
import { writeEdgeConfig } from './edge.mjs';
import { newestChange, STOREFRONT_SOURCES } from './newest-change.mjs';
import { LOOPBACK_PROXIES, storefrontServerArgs } from './server-settings.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const PACKAGES = [
  ['nginx', () => existsSync('/usr/sbin/nginx')],
  [
    'libnginx-mod-http-brotli-filter',
    () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  ],
  [
    'libnginx-mod-http-brotli-static',
    () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  ],
  ['redis-server', () => existsSync('/usr/bin/redis-server')],
  ['postgresql', () => Boolean(postgresBin())],
];

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : undefined;
}

/** Installs what is missing when root, else throws naming the command to run. */
function ensurePackages(log) {
  const missing = PACKAGES.filter(([, present]) => !present()).map(([name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The cluster needs Debian packages: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing ${missing.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed`);
  }
}

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

/** As the postgres user when root (the server refuses to run as root). */
function asDatabaseUser(command, args) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [command, ...args.map(quote)].join(' ')],
        {
          encoding: 'utf8',
        },
      )
    : spawnSync(command, args, { encoding: 'utf8' });
  return result;
}
const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;

function startPostgres(dir, port, log) {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dir, ...postgresIds());
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    log('Creating the PostgreSQL cluster...');
    const made = asDatabaseUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr}`);
  }
  const started = asDatabaseUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    'start',
  ]);
  if (started.status !== 0)
    throw new Error(`PostgreSQL did not start: ${started.stderr}${started.stdout}`);
  const created = spawnSync(
    path.join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'oja'],
    { encoding: 'utf8' },
  );
  if (created.status !== 0 && !/already exists/.test(created.stderr)) {
    throw new Error(`createdb failed: ${created.stderr}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/oja`,
    stop: () => asDatabaseUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']),
  };
}

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

/**
 * Starts the whole topology and resolves once nginx answers through it. See the signature at the
 * top of this file.
 */
export async function startCluster({
  env = process.env,
  fresh = false,
  build = 'if-stale',
  log = console.log,
  extraApiEnv = {},
  extraStorefrontEnv = {},
} = {}) {
  const settings = clusterSettings(env);
  const { dataDir } = settings;
  ensurePackages(log);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const processes = new Map(); // name → { child, spawnIt }
  const cleanups = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exits = [];
    for (const { child } of processes.values()) {
      if (child.exitCode === null && child.signalCode === null) {
        exits.push(new Promise((resolve) => child.once('exit', resolve)));
        child.kill('SIGTERM');
      }
    }
    await Promise.race([Promise.all(exits), sleep(5000)]);
    for (const { child } of processes.values()) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) cleanup();
  };

  try {
    const certificate = await localCertificate({
      certFile: settings.certFile,
      keyFile: settings.keyFile,
    });
    const postgres = startPostgres(path.join(dataDir, 'pg'), settings.postgresPort, log);
    cleanups.push(postgres.stop);

    const logs = path.join(dataDir, 'logs');
    mkdirSync(logs, { recursive: true });
    const launch = (name, command, args, childEnv) => {
      const spawnIt = () => {
        const out = path.join(logs, `${name}.log`);
        const child = spawn(command, args, {
          cwd: root,
          env: childEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const sink = createWriteStream(out, { flags: 'a' });
        child.stdout.pipe(sink);
        child.stderr.pipe(sink);
        child.on('exit', (code, signal) => {
          if (!stopped && processes.get(name)?.child === child && !processes.get(name).stopping) {
            log(`${name} stopped (${signal ?? `exit ${code}`}); see ${out}`);
          }
        });
        processes.set(name, { child, spawnIt });
        return child;
      };
      return spawnIt();
    };

    const redisDir = path.join(dataDir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    launch(
      'redis',
      'redis-server',
      [
        '--port',
        String(settings.redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
        '--appendonly',
        'yes',
        '--save',
        '',
      ],
      process.env,
    );
    const redisUrl = `redis://127.0.0.1:${settings.redisPort}`;
    await waitUntil(
      'Redis',
      async () =>
        spawnSync('redis-cli', ['-p', String(settings.redisPort), 'ping'], {
          encoding: 'utf8',
        }).stdout.trim() === 'PONG',
    );

    const siteUrl = `https://localhost:${settings.edgePort}`;
    const apiUrl = `http://127.0.0.1:${settings.apiEdgePort}`;
    const storefrontUrls = settings.storefrontPorts.map((port) => `http://127.0.0.1:${port}`);
    const apiUrls = settings.apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const revalidateSecret = env.REVALIDATE_SECRET || keptSecret(dataDir, 'revalidate-secret');
    const shared = {
      ...process.env,
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: redisUrl,
      REVALIDATE_SECRET: revalidateSecret,
      // One build serves every replica; a second machine's build must carry the same id and key.
      NEXT_DEPLOYMENT_ID: env.NEXT_DEPLOYMENT_ID || keptSecret(dataDir, 'deployment-id', 12),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
        env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||
        Buffer.from(keptSecret(dataDir, 'server-actions-key'), 'base64url').toString('base64'),
    };

    if (build === 'if-stale') {
      const buildId = path.join(root, '.next/BUILD_ID');
      if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestChange(STOREFRONT_SOURCES)) {
        log('Building the storefront (npm run build)...');
        const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
          cwd: root,
          stdio: 'inherit',
          env: shared,
        });
        if (built.status !== 0) throw new Error('The storefront build failed');
      }
    }

    const apiEnv = (port) => ({
      ...shared,
      MARKETPLACE_PORT: String(port),
      MARKETPLACE_HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      SITE_URL: siteUrl,
      // The sandbox payment page and webhook, reached through the edge's API address.
      MARKETPLACE_PUBLIC_URL: apiUrl,
      MARKETPLACE_TRUSTED_PROXIES: LOOPBACK_PROXIES,
      STOREFRONT_REVALIDATE_URLS: storefrontUrls.map((url) => `${url}/api/revalidate`).join(','),
      // The demo stores' vendor API keys, written by the first seed (docs/vendor-api.md).
      DEMO_VENDOR_KEYS_FILE:
        env.DEMO_VENDOR_KEYS_FILE || path.join(dataDir, 'demo-vendor-keys.json'),
      LOG_LEVEL: env.LOG_LEVEL || 'warn',
      ...extraApiEnv,
    });
    const storefrontEnv = (port) => ({
      ...shared,
      PORT: String(port),
      MARKETPLACE_API_URL: apiUrl,
      SITE_URL: siteUrl,
      SESSION_SECRET: env.SESSION_SECRET || keptSecret(dataDir, 'session-secret'),
      // nginx, on loopback, is the storefronts' one proxy.
      TRUSTED_PROXIES: LOOPBACK_PROXIES,
      ...extraStorefrontEnv,
    });

    const replicas = new Map();
    settings.apiPorts.forEach((port, i) =>
      replicas.set(`api-${i + 1}`, {
        command: [process.execPath, ['--import', 'tsx', 'marketplace/main.ts'], apiEnv(port)],
        ready: `${apiUrls[i]}/health/ready`,
      }),
    );
    settings.storefrontPorts.forEach((port, i) =>
      replicas.set(`storefront-${i + 1}`, {
        command: [process.execPath, storefrontServerArgs(port, 'localhost'), storefrontEnv(port)],
        ready: `${storefrontUrls[i]}/health`,
      }),
    );
    const startReplica = async (name) => {
      const replica = replicas.get(name);
      if (!replica) throw new Error(`No replica named ${name}`);
      launch(name, ...replica.command);
      await waitUntil(name, () => answers(replica.ready));
    };
    const stopReplica = async (name) => {
      const entry = processes.get(name);
      if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
      entry.stopping = true;
      const gone = new Promise((resolve) => entry.child.once('exit', resolve));
      entry.child.kill('SIGKILL');
      await gone;
    };

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

    const config = writeEdgeConfig({
      prefix: path.join(dataDir, 'nginx'),
      edgePort: settings.edgePort,
      apiEdgePort: settings.apiEdgePort,
      storefrontPorts: settings.storefrontPorts,
      apiPorts: settings.apiPorts,
      certFile: certificate.certFile,
      keyFile: certificate.keyFile,
      maxBodySize: settings.maxBodySize,
    });
    launch(
      'nginx',
      '/usr/sbin/nginx',
      ['-c', config, '-p', path.dirname(config), '-g', 'daemon off;'],
      process.env,
    );
    await waitUntil('nginx', () => answers(`${apiUrl}/health`));

    return {
      siteUrl,
      apiUrl,
      storefrontUrls,
      apiUrls,
      databaseUrl: postgres.url,
      redisUrl,
      dataDir,
      stopReplica,
      startReplica,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `npm run cluster`: starts it all and stops it all on Ctrl-C. */
async function main() {
  process.chdir(root);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const cluster = await startCluster();
  const shutdown = async () => {
    console.log('\nStopping the cluster...');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  console.log(
    `\nOja Market cluster: ${cluster.siteUrl}  (2 storefronts, 2 APIs, PostgreSQL, Redis, nginx; ` +
      `logs in ${path.join(cluster.dataDir, 'logs')})  Ctrl-C stops all.\n`,
  );
}

// Not top-level await: tests load this module with require().
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
