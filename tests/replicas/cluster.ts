import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { Client } from 'pg';
import { fakeSmtpServer } from '../fake-smtp';

/** Set by scripts/test-replicas.sh, which starts the servers. */
export const DATABASE_URL = required('REPLICAS_DATABASE_URL');
export const REDIS_URL = required('REPLICAS_REDIS_URL');
const API_PORTS = (process.env.REPLICAS_API_PORTS || '4451,4452').split(',').map(Number);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:replicas`);
  return value;
}

export interface Replica {
  name: string;
  url: string;
  process: ChildProcess;
  /** What it printed, for a failing test's message. */
  output: string[];
}

/** Two API processes as `npm run start:api` runs them, started at the same moment on one database. */
export async function startReplicas(env: Record<string, string>): Promise<Replica[]> {
  const replicas = API_PORTS.map((port, index) => {
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'marketplace/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATABASE_URL,
        REDIS_URL,
        MARKETPLACE_HOST: '127.0.0.1',
        MARKETPLACE_PORT: String(port),
        MARKETPLACE_PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const replica: Replica = { name: `replica ${index + 1}`, url, process: child, output: [] };
    child.stdout!.on('data', (chunk) => replica.output.push(String(chunk)));
    child.stderr!.on('data', (chunk) => replica.output.push(String(chunk)));
    return replica;
  });
  // Never outlive the tests, however they end (kill is synchronous, as an exit handler must be).
  process.once('exit', () => {
    for (const replica of replicas)
      if (replica.process.exitCode === null) replica.process.kill('SIGKILL');
  });
  try {
    await Promise.all(replicas.map(waitUntilServing));
  } catch (error) {
    await stopReplicas(replicas);
    throw error;
  }
  return replicas;
}

async function waitUntilServing(replica: Replica): Promise<void> {
  // Migrating and seeding an empty database comes first: up to a minute on a busy machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (replica.process.exitCode !== null)
      throw new Error(`${replica.name} exited:\n${replica.output.join('')}`);
    const ok = await fetch(`${replica.url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${replica.name} did not start:\n${replica.output.join('')}`);
}

export async function stopReplicas(replicas: Replica[]): Promise<void> {
  await Promise.all(
    replicas.map(
      (replica) =>
        new Promise<void>((resolve) => {
          if (replica.process.exitCode !== null) return resolve();
          replica.process.once('exit', () => resolve());
          replica.process.kill('SIGTERM');
        }),
    ),
  );
}

/** A plain connection to the replicas' database, for what a test sets up or checks. */
export async function connectDatabase(): Promise<Client> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  return client;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON call over real HTTP. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Waits until `check` holds, polling; for the effects of the replicas' background work. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Just enough SMTP for nodemailer: greets, accepts every command, collects each DATA block. */
export async function startFakeSmtp(): Promise<{
  url: string;
  received: string[];
  server: Server;
}> {
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, server };
}

/**
 * A webhook receiver: records each call's `marker` (from its JSON body) and answers 503 to the
 * first call of each marker, 200 to the next, so that every webhook needs exactly one retry.
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  calls: string[];
  server: HttpServer;
}> {
  const calls: string[] = [];
  const server = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const marker = String((JSON.parse(text || '{}') as { marker?: unknown }).marker ?? '');
      const seen = calls.filter((call) => call === marker).length;
      calls.push(marker);
      response.statusCode = seen === 0 ? 503 : 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhook`, calls, server };
}
