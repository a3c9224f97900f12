// `npm start`: the whole marketplace from one command. Installs packages when they are missing,
// builds the storefront when the build is missing or older than its sources, then starts the
// marketplace API (embedded PGlite, created and seeded on first start) and the storefront.
// Ctrl-C stops both. `npm run dev` does the same with the Next.js dev server instead of a build.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestChange, STOREFRONT_SOURCES } from './newest-change.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');

const dev = process.argv.includes('--dev');
const apiPort = process.env.MARKETPLACE_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';

/**
 * The storefront refuses to run in production without a session secret. A machine without one
 * configured gets a random secret, made once and kept under .data/ so sessions survive restarts.
 */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = '.data/session-secret';
  if (!existsSync(file)) {
    mkdirSync('.data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

const env = {
  ...process.env,
  SESSION_SECRET: sessionSecret(),
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

const lockFile = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockFile).mtimeMs) {
  // npm install with the lock file installs the locked versions (see .ci/run for why not npm ci).
  console.log('Installing packages...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

if (!dev) {
  const buildId = '.next/BUILD_ID';
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestChange(STOREFRONT_SOURCES)) {
    console.log('Building the storefront (npm run build)...');
    run('node', ['scripts/build.mjs']);
  }
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

function start(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the marketplace.`);
      stopAll(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForApi() {
  const url = `http://127.0.0.1:${apiPort}/health`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The marketplace API did not answer on ${url}`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (process.env.MARKETPLACE_API_URL) {
  console.log(`Using the marketplace API at ${process.env.MARKETPLACE_API_URL}`);
} else {
  start('marketplace API', 'node', ['--import', 'tsx', 'marketplace/main.ts']);
  await waitForApi();
}
start(
  'storefront',
  'node',
  dev
    ? ['node_modules/next/dist/bin/next', 'dev', '-p', webPort]
    : ['scripts/serve.mjs', '-p', webPort],
);
// scripts/serve.mjs serves HTTPS when given a certificate (the dev server never does).
const scheme = !dev && process.env.TLS_CERT_FILE ? 'https' : 'http';
console.log(
  `\nOja Market: ${scheme}://localhost:${webPort}  (API: ${env.MARKETPLACE_API_URL})  Ctrl-C stops both.\n`,
);
