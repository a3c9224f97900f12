// Measuring with wrk (Debian's `wrk`, written in C) instead of autocannon, for servers fast enough
// that the load generator is the limit: autocannon parses and decrypts every answer in JavaScript,
// on the same two cores as the server, and runs out at about 5,000 answers of 12 kB a second where
// nginx could send seven times as many (bench/NOTES.md, "Static files compressed once").
// Same result shape as lib.mjs's measure, plus the generator's own CPU per request.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { reapedChildrenSeconds } from './cpu.mjs';

const run = promisify(execFile);

/** Whether wrk is installed (`apt-get install wrk`). */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * A Lua script for wrk: the paths in turn (each thread from its own start), and at the end the
 * figures as one JSON line (latencies in microseconds).
 */
const script = (paths) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
  i = i + 1
  return wrk.format(nil, paths[(i % #paths) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"duration":%d,"non2xx":%d,"errors":%d,' ..
    '"p50":%d,"p95":%d,"p97_5":%d,"p99":%d}\\n',
    summary.requests, summary.bytes, summary.duration, e.status,
    e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(97.5),
    latency:percentile(99)))
end
`;

/** Measures `paths` of `origin` for `duration` s under `connections`, with wrk on every core. */
export async function measureWithWrk({ origin, paths, connections, duration, headers = {} }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const file = path.join(dir, 'paths.lua');
  writeFileSync(file, script(paths));
  const threads = Math.min(os.cpus().length, connections);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const cpuBefore = reapedChildrenSeconds();
  try {
    const { stdout } = await run(
      'wrk',
      [
        `-t${threads}`,
        `-c${connections}`,
        `-d${duration}s`,
        '--timeout',
        '10s',
        '-s',
        file,
        ...headerArgs,
        origin,
      ],
      { maxBuffer: 1 << 20 },
    );
    const figures = JSON.parse(stdout.trim().split('\n').at(-1));
    const ms = (us) => us / 1000;
    return {
      load: os.loadavg()[0].toFixed(2),
      rps: figures.requests / (figures.duration / 1e6),
      count: figures.requests,
      total: figures.requests,
      p50: ms(figures.p50),
      p95: ms(figures.p95),
      'p97.5': ms(figures.p97_5),
      p99: ms(figures.p99),
      bytes: figures.requests ? figures.bytes / figures.requests : NaN,
      non2xx: figures.non2xx,
      errors: figures.errors,
      // wrk has exited and been waited for: its CPU is among this process's reaped children's.
      clientCpuMs: figures.requests
        ? ((reapedChildrenSeconds() - cpuBefore) * 1000) / figures.requests
        : NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
