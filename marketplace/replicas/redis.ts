import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the API's keys live in a Redis that other programs (the storefront's cache) share. */
export const RATE_LIMIT_NAMESPACE = 'oja:api:rate-limit:';

/**
 * Longest wait for one Redis command. A rate limit runs before every sign-in; a Redis that stalls
 * (paused, swapping, a full network buffer) must cost a request this much once, not hang it.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often a Redis found unreachable is asked again, in the background. */
const PROBE_MS = 1_000;

/**
 * The Redis client of one API process (REDIS_URL). Commands fail fast rather than wait: after
 * REDIS_COMMAND_TIMEOUT_MS on a stalled server, and at once while the connection is down (no
 * offline queue), so the rate limits fall back to this process's counters (decision 050).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectionName: 'oja-marketplace-api',
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
}

/**
 * Whether the API's Redis answers, as the rate limits and /health/ready need to know. A failed
 * command marks it down, and then nothing waits on it: a probe PINGs it every PROBE_MS until it
 * answers, and a reconnect marks it up too.
 */
export class RedisHealth {
  private down = false;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => this.answered());
  }

  get up(): boolean {
    return !this.down && this.redis.status === 'ready';
  }

  /** A command failed (timed out, or the connection is gone): count locally until it answers. */
  failed(error: Error): void {
    if (!this.down)
      this.log.warn(
        { redisError: error.message },
        'Redis did not answer: rate limits count in this process until it does',
      );
    this.down = true;
    if (this.probe) return;
    this.probe = setInterval(() => void this.ping(), PROBE_MS);
    this.probe.unref();
  }

  /** Asks Redis now; for readiness, which must not trust a state no request has tested lately. */
  async check(): Promise<boolean> {
    if (!this.up) return false;
    try {
      await this.redis.ping();
      return true;
    } catch (error) {
      this.failed(error as Error);
      return false;
    }
  }

  close(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async ping(): Promise<void> {
    if (this.probing || this.redis.status !== 'ready') return;
    this.probing = true;
    try {
      await this.redis.ping();
      this.answered();
    } catch {
      // Still stalled; the next tick asks again.
    } finally {
      this.probing = false;
    }
  }

  private answered(): void {
    if (this.down) this.log.info('Redis answers again: rate limits are shared again');
    this.down = false;
    this.close();
  }
}
