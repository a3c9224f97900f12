// Keeps processes running for `npm start` and `npm run cluster` (decision 051). A process that dies
// after it was up is started again, after 1 s, then 2, 4, ... up to 30 s while it keeps dying; once
// it has stayed up for a minute the next restart waits 1 s again. A process that dies before it was
// ever up (a port taken, a database refused) is not started again: starting it again would not
// help, and the caller stops everything instead. A process stopped on purpose (hold) stays stopped
// until it is resumed.
import { spawn } from 'node:child_process';
import { closeSync } from 'node:fs';

export const FIRST_RESTART_DELAY_MS = 1_000;
export const LAST_RESTART_DELAY_MS = 30_000;
export const STAYED_UP_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Each child leads a process group of its own (detached), so that stopping it also stops what it
 * started (nginx's workers, a shell's children), and a terminal's Ctrl-C reaches only us: we stop
 * the children in order rather than all at once.
 */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * `spawnOptions(name)` gives each launch its spawn options (stdio); `log` reports restarts;
 * `onLaunch(name, child)` hears of every launch, restarts included (npm start prints each pid).
 * `supervise(name, command, args, { env, whenReady })` resolves once whenReady does, and rejects if
 * the process exits first or whenReady throws.
 */
export function createSupervisor({
  log = console.error,
  spawnOptions = () => ({}),
  onLaunch = () => {},
} = {}) {
  const entries = new Map();
  let stopping = false;

  function launch(name) {
    const entry = entries.get(name);
    const startedAt = Date.now();
    const options = spawnOptions(name);
    const child = spawn(entry.command, entry.args, {
      env: entry.env,
      cwd: entry.cwd,
      detached: true,
      ...options,
    });
    // A file opened for the child's output is the child's now.
    for (const fd of new Set(options.stdio ?? []))
      if (typeof fd === 'number' && fd > 2) closeSync(fd);
    onLaunch(name, child);
    entry.child = child;
    entry.exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => {
      // Whatever the leader left behind (orphaned workers holding the port) goes with it.
      killGroup(child, 'SIGKILL');
      if (stopping || entry.held || entry.child !== child) return;
      const how = signal ?? `exit ${code}`;
      if (!entry.ready) {
        entry.failed?.(new Error(`${name} stopped before it was ready (${how})`));
        return;
      }
      if (Date.now() - startedAt >= STAYED_UP_MS) entry.delay = FIRST_RESTART_DELAY_MS;
      log(`${name} stopped (${how}); restarting it in ${entry.delay / 1000} s.`);
      entry.timer = setTimeout(() => stopping || entry.held || launch(name), entry.delay);
      entry.delay = Math.min(entry.delay * 2, LAST_RESTART_DELAY_MS);
    });
    return child;
  }

  async function start(name) {
    const entry = entries.get(name);
    entry.held = false;
    entry.ready = false;
    const diedEarly = new Promise((_, reject) => (entry.failed = reject));
    const child = launch(name);
    await Promise.race([entry.whenReady(child), diedEarly]);
    entry.ready = true;
    entry.delay = FIRST_RESTART_DELAY_MS;
  }

  async function terminate(entry, signal, graceMs) {
    clearTimeout(entry.timer);
    const { child } = entry;
    if (!child || !running(child)) return;
    killGroup(child, signal);
    await Promise.race([entry.exited, sleep(graceMs)]);
    if (running(child)) killGroup(child, 'SIGKILL');
    await entry.exited;
  }

  return {
    /** Starts a process under supervision; resolves once it is ready. */
    supervise(name, command, args, { env = process.env, cwd, whenReady = async () => {} } = {}) {
      entries.set(name, { command, args, env, cwd, whenReady, delay: FIRST_RESTART_DELAY_MS });
      return start(name);
    },
    /** Stops one on purpose (SIGKILL by default, as a crash would); it is not restarted. */
    async hold(name, signal = 'SIGKILL') {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No process named ${name}`);
      entry.held = true;
      await terminate(entry, signal, 5_000);
    },
    /** Starts again one that was held (or is waiting for its restart); resolves once it is ready. */
    async resume(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No process named ${name}`);
      clearTimeout(entry.timer);
      if (entry.child && running(entry.child)) return;
      await start(name);
    },
    /** Kills one behind the supervisor's back, as a crash would; it is restarted like any other. */
    crash(name) {
      const entry = entries.get(name);
      if (!entry?.child || !running(entry.child)) throw new Error(`${name} is not running`);
      const gone = entry.exited;
      killGroup(entry.child, 'SIGKILL');
      return gone;
    },
    /** Stops every process (SIGTERM, then SIGKILL after graceMs) and restarts none. */
    async stopAll(graceMs = 5_000) {
      stopping = true;
      await Promise.all([...entries.values()].map((entry) => terminate(entry, 'SIGTERM', graceMs)));
    },
    get stopping() {
      return stopping;
    },
  };
}
