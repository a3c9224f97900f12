import type { FastifyInstance } from 'fastify';
import { TRACKING_MESSAGES, trackingTokenParams } from '../../lib/contract/tracking';
import { notFound } from '../errors';
import { publicTracking } from '../orders/tracking';
import { registerRateLimits } from '../replicas/limit-store';

/** Pages a client address may open a minute: a family refreshing is far below it, a guesser is not. */
const OPENS_PER_MINUTE = 60;

/**
 * GET /api/customer/tracking/{token}: an order's public tracking page (decision 062), for anyone
 * with the link. Limited per client address (the storefront forwards the shopper's).
 */
export async function trackingRoutes(app: FastifyInstance) {
  await registerRateLimits(app);
  const perAddress = app.createRateLimit({
    max: OPENS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `tracking:ip:${request.ip}`,
  });

  app.get('/tracking/:token', async (request, reply) => {
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', String(limit.ttlInSeconds))
        .send({ message: TRACKING_MESSAGES.tooMany });
    }
    const params = trackingTokenParams.safeParse(request.params);
    if (!params.success) throw notFound(TRACKING_MESSAGES.notFound);
    return { tracking: await publicTracking(app.db, params.data.token) };
  });
}
