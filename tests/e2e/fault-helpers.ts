import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Fault tests stop, pause and kill servers, so they run their own, never the ones
 * playwright.config.ts shares between all tests. Their ports sit a fixed distance above the
 * shared ones (E2E_API_PORT, E2E_STOREFRONT_PORT), so that runs with other ports do not collide.
 */
export function faultServers(slot: number) {
  const api = Number(process.env.E2E_API_PORT ?? 4100) + 50 + slot;
  const storefront = Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 50 + slot;
  return {
    ports: { api, storefront },
    apiUrl: `http://127.0.0.1:${api}`,
    siteUrl: `http://localhost:${storefront}`,
  };
}

export interface Running {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/** Runs `node ...args`; a variable given as undefined is left out of its environment. */
export function startProcess(args: string[], env: Record<string, string | undefined>): Running {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const defined = Object.entries(merged).filter(([, value]) => value !== undefined);
  const child = spawn(process.execPath, args, {
    env: Object.fromEntries(defined) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Stops a process this test started, by its own pid, and waits for it to be gone. */
export async function stopProcess({ child }: Running, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGCONT');
  child.kill(signal);
  const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}

/** Polls until the URL answers with `status`, or throws after timeoutMs. */
export async function waitForStatus(url: string, status = 200, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s (${last})`);
}

/** Polls until `found` holds, or throws after timeoutMs. */
export async function waitUntil(what: string, found: () => boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!found()) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A throwaway folder under the system's temp folder, for a database of the test's own. */
export function tempFolder(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'oja-fault-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A GET with its status, body and how long it took. */
export async function timedGet(url: string) {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, body, ms: Date.now() - started };
}
