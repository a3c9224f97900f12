// Shared pieces of the benchmarks: starting a server process, waiting for it, and measuring an
// endpoint with autocannon, recording every response time so that p95 is exact.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import autocannon from 'autocannon';

export function startProcess(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** Stops a process started by startProcess, by its own PID: SIGTERM, then SIGKILL after a grace period. */
export async function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The machine's 1, 5 and 15 minute load averages beside its CPU count: how noisy the figures are. */
export function loadAverageLine() {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${os.cpus().length} CPUs`;
}

/**
 * The status a GET of `url` answers (redirects not followed). An https URL's server must show the
 * certificate `ca` (the benchmarks' self-signed one) or one the system trusts.
 */
export function statusOf(url, { ca } = {}) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const request = get(url, { ca, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer in time`)));
    request.on('error', reject);
  });
}

export async function waitFor(url, attempts = 240, { ca } = {}) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const status = await statusOf(url, { ca });
      if (status >= 200 && status < 300) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Measures one endpoint under a fixed concurrency. `paths` rotate request by request so that a
 * cache of one answer does not flatter the figure; with `amount` equal to their number, each is
 * asked exactly once, so that no cache can answer.
 */
export async function measure({ origin, paths, connections = 10, duration = 8, headers, amount }) {
  const times = [];
  let index = 0;
  const instance = autocannon({
    url: origin,
    connections,
    // With `amount`, exactly that many requests (each path once when amount = paths.length).
    ...(amount ? { amount } : { duration }),
    headers,
    requests: [
      {
        setupRequest(request) {
          request.path = paths[index++ % paths.length];
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    // The machine's 1-minute load as the measurement ends: how much else was running meanwhile.
    load: os.loadavg()[0].toFixed(2),
    rps: amount ? times.length / result.duration : result.requests.average,
    count: times.length,
    total: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    'p97.5': percentile(times, 97.5),
    p99: percentile(times, 99),
    /** Responses received, for costs per request. */
    count: times.length,
    /** Mean bytes read per response, headers included. */
    bytes: result.requests.total ? result.throughput.total / result.requests.total : NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The median of a list of figures (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      call: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50.toFixed(1),
      'p95 ms': row.p95.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      'req/s vs baseline': row.baseline
        ? `${((row.rps / row.baseline.rps) * 100).toFixed(0)}%`
        : '',
      target: row.target ?? '',
      'non-2xx': row.non2xx,
      errors: row.errors,
      ...(row.load === undefined ? {} : { 'load 1 min': row.load }),
    })),
  );
}
