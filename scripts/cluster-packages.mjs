// The Debian packages the cluster runs on. Run as root it installs the missing ones; otherwise it
// says which.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBin } from './cluster-postgres.mjs';

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

/** Installs what is missing when root, else throws naming the command to run. */
export function ensurePackages(log) {
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
