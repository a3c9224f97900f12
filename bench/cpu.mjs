// CPU time of the servers a benchmark runs, read from /proc: per request, it is what a server costs
// whatever else the machine is doing, where requests per second move with every other process on
// a shared machine. A server is the process listening on a port and all its descendants (nginx's
// workers, PostgreSQL's backends), including the children that have already exited and been
// waited for.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: /proc reports CPU time in these on Linux

/** The fields after the command name in /proc/<pid>/stat (the name may hold spaces). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone
  }
}

/** Every process's parent, read once per sample. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  return parentOf;
}

/** The pid listening on a TCP port, if it is this user's (ss names only the caller's processes). */
export function listenerPid(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The root of the process tree behind a listener: nginx's master rather than the worker. */
function serverRoot(pid, parentOf, name) {
  if (name !== 'nginx') return pid;
  let root = pid;
  while (parentOf.has(parentOf.get(root)) && commandOf(parentOf.get(root)) === 'nginx') {
    root = parentOf.get(root);
  }
  return root;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** CPU seconds used so far by a process tree: its own, its live descendants', and its reaped children's. */
function treeSeconds(root, parentOf) {
  let ticks = 0;
  for (const [pid] of parentOf) {
    let ancestor = pid;
    while (ancestor && ancestor !== root) ancestor = parentOf.get(ancestor);
    if (ancestor !== root) continue;
    const fields = statFields(pid);
    if (!fields) continue;
    // utime, stime, cutime, cstime (fields 14-17 of stat, 12-15 after the name)
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of this process's children that have exited and been waited for (cutime, cstime). */
export function reapedChildrenSeconds() {
  const fields = statFields('self');
  // cutime and cstime: fields 16 and 17 of stat, 14 and 15 after the name
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * Watches named servers by port: `servers` is `[{ name, port }]`. `sample()` returns each one's CPU
 * seconds so far; servers whose process cannot be found are left out (and reported as such).
 */
export function cpuWatch(servers) {
  const watched = servers.map((server) => ({ ...server, pid: listenerPid(server.port) }));
  return {
    missing: watched.filter((server) => !server.pid).map((server) => server.name),
    sample() {
      const parentOf = parents();
      const seconds = {};
      const counted = new Set(); // one process tree listening on two ports is counted once
      for (const server of watched) {
        if (!server.pid) continue;
        const root = serverRoot(server.pid, parentOf, commandOf(server.pid));
        if (counted.has(root)) continue;
        counted.add(root);
        seconds[server.name] = (seconds[server.name] ?? 0) + treeSeconds(root, parentOf);
      }
      return seconds;
    },
  };
}

/** CPU milliseconds per request of each server between two samples. */
export function perRequestMs(before, after, requests) {
  const costs = {};
  for (const name of Object.keys(after)) {
    costs[name] = requests > 0 ? ((after[name] - (before[name] ?? 0)) * 1000) / requests : NaN;
  }
  return costs;
}
