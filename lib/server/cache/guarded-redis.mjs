// A Redis connection that never makes a page wait long (decision 052). Every command has a short
// timeout; a command that fails or times out marks Redis as away for a few seconds, during which
// callers are told at once (they fall back to memory) instead of each waiting out the timeout.
// One per Redis address and process, kept on globalThis so that the handler Next loads by path and
// the copy bundled into a route (readiness) share the same connection and the same view of Redis.
import Redis from 'ioredis';

/** A cache read on loopback takes about a millisecond; a quarter second means Redis is stuck. */
export const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS) || 250;
/** How long a failed command keeps Redis out of the request path before it is tried again. */
export const AWAY_MS = 5_000;

export class RedisAway extends Error {
  constructor(url) {
    super(`Redis at ${url} is unreachable or too slow; trying again shortly`);
    this.name = 'RedisAway';
  }
}

export class GuardedRedis {
  constructor(url) {
    this.url = url;
    this.awayUntil = 0;
    this.client = new Redis(url, {
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 1_000,
      // A command is never queued while the connection is down: it fails at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.client.on('error', () => {}); // each command reports its own failure
    /** Called after a command succeeds while something is waiting for Redis to come back. */
    this.onBack = null;
  }

  /** Whether a command would be tried now: connected, and not marked away. */
  get available() {
    return this.client.status === 'ready' && Date.now() >= this.awayUntil;
  }

  /**
   * Runs `command(client)`, or throws RedisAway at once while Redis is away. A connection still
   * being made (a new process, a reconnect) gets one command timeout to become ready first.
   */
  async run(command) {
    if (Date.now() < this.awayUntil) throw new RedisAway(this.url);
    if (this.client.status !== 'ready') {
      await this.untilReady();
      if (this.client.status !== 'ready') {
        this.awayUntil = Date.now() + AWAY_MS;
        throw new RedisAway(this.url);
      }
    }
    try {
      const result = await command(this.client);
      if (this.onBack) {
        const onBack = this.onBack;
        this.onBack = null;
        onBack();
      }
      return result;
    } catch (error) {
      this.awayUntil = Date.now() + AWAY_MS;
      throw error;
    }
  }

  /** Resolves when the connection is ready, or after one command timeout. */
  untilReady() {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, COMMAND_TIMEOUT_MS);
      this.client.once('ready', done);
    });
  }

  /** 'up' when a PING answers within the command timeout, else 'down'. */
  async health() {
    try {
      return (await this.run((client) => client.ping())) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}

const REGISTRY = Symbol.for('oja-market.guarded-redis');

/** The one GuardedRedis of this process for a Redis address. */
export function guardedRedis(url) {
  const registry = (globalThis[REGISTRY] ??= new Map());
  let guarded = registry.get(url);
  if (!guarded) {
    guarded = new GuardedRedis(url);
    registry.set(url, guarded);
  }
  return guarded;
}
