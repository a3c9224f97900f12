import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../errors';
import { operationsAuth } from '../operations/auth';
import { listMisses } from '../search/misses';

const missesQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/**
 * The marketplace staff's calls, under /api/operations, each behind the operations key
 * (marketplace/operations/auth.ts).
 */
export async function operationsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', operationsAuth(app.config));

  /** Searches that found nothing, per day: what shoppers call things the synonyms miss. */
  app.get('/search/misses', async (request) => {
    const { days, limit } = parseInput(missesQuery, request.query);
    return { misses: await listMisses(app.db, days, limit) };
  });
}
