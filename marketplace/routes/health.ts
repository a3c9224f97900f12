import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReadinessResponse } from '../../lib/contract/health';
import { products } from '../db/schema';

/** Longer than any healthy answer, shorter than a load balancer's usual check interval. */
const READY_TIMEOUT_MS = 2_000;

const LATE = `The database did not answer within ${READY_TIMEOUT_MS / 1000} s`;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(LATE)), READY_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const REDIS_DOWN =
  'Redis does not answer: rate limits count in this replica alone until it does (decision 050)';

/**
 * Ready, or degraded when the Redis of the shared rate limits does not answer. Degraded still
 * serves (200): the limits hold per replica meanwhile, and taking every replica out of rotation
 * because their shared Redis stalled would turn a weaker limit into an outage.
 */
async function sharedCounters(app: FastifyInstance): Promise<ReadinessResponse> {
  if (!app.redisHealth) return { status: 'ready' };
  if (await app.redisHealth.check()) return { status: 'ready', redis: 'up' };
  return { status: 'degraded', redis: 'down', message: REDIS_DOWN };
}

/**
 * GET /health/ready: readiness, for a load balancer or supervisor. /health says only that the
 * process answers; this asks the database a real query on a table every page needs, so a database
 * that is down, locked up or missing its schema takes the API out of rotation (503) instead of
 * leaving it to answer 500s.
 */
export async function readinessRoutes(app: FastifyInstance) {
  app.get('/health/ready', async (request, reply) => {
    try {
      await withinTimeout(app.db.execute(sql`select 1 from ${products} limit 1`));
      return await sharedCounters(app);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database did not answer');
      // The database's own words (table names and all) stay in the log.
      const message =
        error instanceof Error && error.message === LATE
          ? LATE
          : 'The database failed the readiness query (see the API log)';
      return reply.status(503).send({ status: 'unavailable', message });
    }
  });
}
