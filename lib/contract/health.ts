import { z } from 'zod';

/**
 * GET /health/ready: 200 with this when the API can answer from its database; 503 with
 * `{ status: 'unavailable', message }` when it cannot. With REDIS_URL, `redis` says whether the
 * shared rate-limit counters answer; while they do not, the API still serves with its own
 * counters and says `degraded` (decision 050). GET /health (liveness) answers `{ status: 'ok' }`
 * while the process runs.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'degraded']),
  redis: z.enum(['up', 'down']).optional(),
  message: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
