import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A port nothing listens on now, for a server started by a test. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestRedis {
  url: string;
  /** A client of the test's own, to read what the API wrote. */
  client: Redis;
  /** Stops the server's process (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A real redis-server on a free loopback port, without persistence, as next-cache-redis.test.ts
 * starts one; the API under test is pointed at `url`.
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  for (let attempt = 0; ; attempt++) {
    if ((await client.ping().catch(() => '')) === 'PONG') break;
    if (attempt === 100) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    client,
    pause: () => void server.kill('SIGSTOP'),
    resume: () => void server.kill('SIGCONT'),
    async stop() {
      server.kill('SIGCONT');
      client.disconnect();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
