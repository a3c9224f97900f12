// The cluster's PostgreSQL server (Debian's, run with pg_ctl). Run by root, it runs as the postgres
// user, which refuses to run as root; its data and socket live under the cluster's data folder, or
// under /var/lib/postgresql/oja-market/<hash> when that user cannot enter that folder.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { folderFor, runAs } from './private-folders.mjs';

const PRIVATE_BASE = '/var/lib/postgresql/oja-market';

export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : undefined;
}

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

/** The folder of the cluster's database (data, socket, log) for the data folder `dataDir`. */
export const postgresFolder = (dataDir) => folderFor('postgres', dataDir, 'pg', PRIVATE_BASE);

/** Creates the database server in `dir` if needed and starts it; resolves its URL and stop. */
export function startPostgres(dir, port, log) {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    if (dir.startsWith(`${PRIVATE_BASE}/`)) chownSync(PRIVATE_BASE, ...postgresIds());
    chownSync(dir, ...postgresIds());
  }
  log(`PostgreSQL: data and socket in ${dir}`);
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    log('Creating the PostgreSQL cluster...');
    const made = runAs('postgres', path.join(bin, 'initdb'), [
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
  const started = runAs('postgres', path.join(bin, 'pg_ctl'), [
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
    stop: () => runAs('postgres', path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']),
  };
}
