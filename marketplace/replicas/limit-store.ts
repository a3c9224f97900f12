import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import { RATE_LIMIT_NAMESPACE, type RedisHealth } from './redis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
type Method = 'incr' | 'read';
interface Counters {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's own stores, combined: the Redis one while Redis answers, so that replicas
 * share counters (decision 036), and this process's memory while it does not, so that a stalled
 * or lost Redis costs one command timeout rather than a hung or failed sign-in (decision 050).
 *
 * Keys are the namespace and the limiter's key, nothing else: each limiter's keyGenerator names
 * its route and what it counts (`login:ip:…`). The library's own Redis child adds the route's
 * method and URL, which a limiter made with createRateLimit has not (`undefinedundefined-login…`).
 */
function limitStore(health: RedisHealth | undefined): FastifyRateLimitStoreCtor {
  class SharedLimits {
    private readonly local: Counters;
    private readonly shared: Counters | undefined;

    constructor(options: StoreOptions) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
      this.shared =
        health &&
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          health.redis,
          RATE_LIMIT_NAMESPACE,
        );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.count('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.count('read', key, done, timeWindow, max);
    }

    // The library passes each limiter's merged options (typed as a route's, which they are not).
    child(options: StoreOptions): SharedLimits {
      return new SharedLimits(options);
    }

    private count(method: Method, key: string, done: Done, timeWindow: number, max: number) {
      if (!this.shared || !health?.up) return this.local[method](key, done, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return done(null, result);
          health.failed(error);
          this.local[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }
  return SharedLimits as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit in `app`'s scope for limiters made with createRateLimit (none is
 * global), counting in Redis when REDIS_URL is set.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const options: FastifyRateLimitOptions = { global: false, store: limitStore(app.redisHealth) };
  await app.register(rateLimit, options);
}
