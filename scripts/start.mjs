// `npm start`: the whole marketplace from one command. Installs packages when they are missing,
// builds the storefront when the build is missing or older than its sources, then starts the
// marketplace API (embedded PGlite, created and seeded on first start) and the storefront.
// Ctrl-C stops both; either one that dies is started again (scripts/supervisor.mjs). `npm run dev` does the
// same with the Next.js dev server instead of a build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { installPackages } from './install.mjs';
import { newestChange, STOREFRONT_SOURCES } from './newest-change.mjs';
import { storefrontServerArgs } from './server-settings.mjs';
import { createSupervisor } from './supervisor.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');

const dev = process.argv.includes('--dev');
const apiPort = process.env.MARKETPLACE_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';

/**
 * The storefront refuses to run in production without a session secret (and the API and the
 * storefront without a revalidation secret). A machine without one configured gets a random
 * secret, made once and kept under .data/ so sessions survive restarts.
 */
function keptSecret(name, file) {
  if (process.env[name]) return process.env[name];
  if (!existsSync(file)) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
const sessionSecret = () => keptSecret('SESSION_SECRET', '.data/session-secret');

/**
 * Where the API sends cache tags when a vendor changes the catalog (issue 24): the storefront
 * started here. An API of one's own (MARKETPLACE_API_URL) is not started here and is told of its
 * storefronts by its operator.
 */
function storefrontRevalidateUrls() {
  return process.env.STOREFRONT_REVALIDATE_URLS ?? `http://127.0.0.1:${webPort}/api/revalidate`;
}

const env = {
  ...process.env,
  SESSION_SECRET: sessionSecret(),
  // Shared by the API, which signs the cache tags it sends, and the storefront, which checks them.
  REVALIDATE_SECRET: keptSecret('REVALIDATE_SECRET', '.data/revalidate-secret'),
  STOREFRONT_REVALIDATE_URLS: storefrontRevalidateUrls(),
  NEXT_TELEMETRY_DISABLED: '1',
  MARKETPLACE_PORT: apiPort,
  MARKETPLACE_API_URL: process.env.MARKETPLACE_API_URL ?? `http://127.0.0.1:${apiPort}`,
  // The embedded API's one proxy is the storefront started beside it, which calls it over
  // loopback: it forwards each shopper's address (decision 027). The API's default trusts no one.
  MARKETPLACE_TRUSTED_PROXIES: process.env.MARKETPLACE_TRUSTED_PROXIES ?? '127.0.0.1,::1',
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  installPackages({ root, env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (!dev) {
  const buildId = '.next/BUILD_ID';
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestChange(STOREFRONT_SOURCES)) {
    console.log('Building the storefront (npm run build)...');
    run('node', ['scripts/build.mjs']);
  }
}

// Either process that dies after it was up is started again with a back-off (scripts/supervisor.mjs).
// The storefront keeps running while the API restarts: its cached pages still serve and the rest
// show their error states. One that dies before it was ever up stops everything instead.
const supervisor = createSupervisor({
  spawnOptions: () => ({ stdio: 'inherit' }),
  // Every launch, restarts too: the pid to look for in `ps` (and the fault tests read it here).
  onLaunch: (name, child) => console.log(`${name} running (pid ${child.pid})`),
});
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  supervisor.stopAll(1500).finally(() => process.exit(code));
}

/** Starts a process under supervision; resolves once it is ready, or stops the marketplace. */
async function supervise(name, command, args, whenReady) {
  try {
    await supervisor.supervise(name, command, args, {
      env,
      whenReady,
    });
  } catch (error) {
    console.error(`${error.message}; stopping the marketplace.`);
    stopAll(1);
  }
}

async function waitFor(what, check) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (stopping) return;
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer`);
}

async function waitForApi() {
  const url = `http://127.0.0.1:${apiPort}/health`;
  await waitFor(`The marketplace API on ${url}`, async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  });
}

/** The storefront is up once its port takes connections. */
async function waitForStorefront() {
  await waitFor(
    `The storefront on port ${webPort}`,
    () =>
      new Promise((resolve) => {
        const socket = connect(Number(webPort), '127.0.0.1');
        socket.once('connect', () => resolve(true));
        socket.once('error', () => resolve(false));
        socket.once('connect', () => socket.destroy());
      }),
  );
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (process.env.MARKETPLACE_API_URL) {
  console.log(`Using the marketplace API at ${process.env.MARKETPLACE_API_URL}`);
} else {
  await supervise(
    'marketplace API',
    'node',
    ['--import', 'tsx', 'marketplace/main.ts'],
    waitForApi,
  );
}
await supervise(
  'storefront',
  'node',
  dev ? ['node_modules/next/dist/bin/next', 'dev', '-p', webPort] : storefrontServerArgs(webPort),
  waitForStorefront,
);
console.log(
  `\nOja Market: http://localhost:${webPort}  (API: ${env.MARKETPLACE_API_URL})  Ctrl-C stops both.\n`,
);
