import { z } from 'zod';

/**
 * GET /health/ready: 200 with this when the API can answer from its database; 503 with
 * `{ status: 'unavailable', message }` when it cannot. GET /health (liveness) answers
 * `{ status: 'ok' }` while the process runs.
 */
export const readinessResponse = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.infer<typeof readinessResponse>;
