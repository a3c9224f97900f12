// A cluster run by root from a folder only root may enter (a clone under /root, or in a
// `mktemp -d` folder): PostgreSQL (its own user) and nginx's workers (nobody) cannot reach the
// data folder there, so what they must write goes to a place of their own, named by a short hash of
// the data folder so that two clusters never share it (decision 051).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

const quote = (arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`;

/** Runs a command as `user` when root (else as ourselves), from / so that `su` can chdir. */
export function runAs(user, command, args) {
  if (process.getuid?.() !== 0) return spawnSync(command, args, { encoding: 'utf8', cwd: '/' });
  return spawnSync('su', [user, '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], {
    encoding: 'utf8',
    cwd: '/',
  });
}

/** Whether `user` may enter `dir` (always true when we are not root: we run as ourselves). */
export function canEnter(user, dir) {
  if (process.getuid?.() !== 0) return true;
  return runAs(user, 'test', ['-x', dir]).status === 0;
}

/** `<base>/<hash>` when `user` cannot enter `dataDir`, else `<dataDir>/<inside>`. */
export function folderFor(user, dataDir, inside, base) {
  const absolute = path.resolve(dataDir);
  if (canEnter(user, absolute)) return path.join(absolute, inside);
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
  return path.join(base, hash);
}
