// A PostgreSQL server for the benchmarks: BENCH_DATABASE_URL when set (a server of your own, whose
// databases bench_<N> the bench creates and seeds), otherwise Debian's `postgresql` started here on
// BENCH_PG_PORT (default 54330) with its data kept in .data/bench-pg, so that the 200,000-product
// seed is paid once, and stopped when the bench ends.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PORT = process.env.BENCH_PG_PORT ?? '54330';
const DATA = path.resolve('.data/bench-pg');

function serverBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? `${root}/${versions.at(-1)}/bin` : undefined;
  if (!bin || !existsSync(`${bin}/initdb`))
    throw new Error(
      'No PostgreSQL server: sudo apt-get install -y postgresql, or set BENCH_DATABASE_URL',
    );
  return bin;
}

/** Runs a server command, as the postgres user when we are root (initdb refuses root). */
function asDbUser(command) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'inherit' })
    : spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`failed: ${command}`);
}

/** Starts (or reuses) the server; returns its URL and a stop function. */
export async function startBenchPostgres() {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const bin = serverBin();
  if (!existsSync(`${DATA}/PG_VERSION`)) {
    mkdirSync(DATA, { recursive: true });
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', path.dirname(DATA)]);
    asDbUser(
      `${bin}/initdb -D ${DATA} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`,
    );
  }
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', DATA]);
  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  const statusCommand = `${bin}/pg_ctl -D ${DATA} status >/dev/null`;
  const status =
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', statusCommand])
      : spawnSync('sh', ['-c', statusCommand]);
  // Already running (started by hand or a bench that was killed): used, and left running.
  if (status.status === 0) return { url, stop: async () => {} };
  asDbUser(
    `${bin}/pg_ctl -D ${DATA} -l ${DATA}/../bench-pg.log -o "-c listen_addresses=127.0.0.1 -p ${PORT} -k /tmp -c fsync=off -c shared_buffers=256MB" -w start >/dev/null`,
  );
  return {
    url,
    stop: async () => asDbUser(`${bin}/pg_ctl -D ${DATA} -m fast -w stop >/dev/null`),
  };
}

/** The URL of database bench_<products> on the server, created and seeded unless it already is. */
export async function seededDatabase(serverUrl, products) {
  const name = `bench_${products}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let count = -1;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    count = Number((await client.query('select count(*) from products')).rows[0].count);
  } catch {
    // not migrated yet
  }
  await client.end();
  if (count !== products) {
    console.log(`Seeding ${products} products into PostgreSQL database ${name}...`);
    const seeded = spawnSync(
      'node',
      ['--import', 'tsx', 'marketplace/db/seed/cli.ts', '--products', String(products)],
      { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  return url.toString();
}
