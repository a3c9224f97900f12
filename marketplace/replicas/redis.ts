import { Redis } from 'ioredis';

/** Where the API's keys live in a Redis that other programs (the storefront's cache) share. */
export const RATE_LIMIT_NAMESPACE = 'oja:api:rate-limit:';

/**
 * The Redis client of one API process (REDIS_URL). A command waits for a reconnect at most a
 * couple of tries, then fails: a rate-limited route answers 500 rather than let guesses through
 * uncounted while Redis is away (decision 036).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'oja-marketplace-api' });
}
