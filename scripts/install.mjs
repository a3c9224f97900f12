// Installs the locked packages when node_modules is missing or older than package-lock.json, for
// `npm start` and `npm run cluster`. Imports nothing from node_modules: it runs before anything
// that does can be loaded (a fresh clone has none).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Throws when npm fails; `log` says when it installs. */
export function installPackages({ root, log = console.log, env = process.env }) {
  const lockFile = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockFile).mtimeMs) return;
  // npm install with the lock file installs the locked versions (see .ci/run for why not npm ci).
  log('Installing packages...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0)
    throw new Error(`npm install failed (${result.status ?? result.signal})`);
}
