import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../accounts/rate-limit';
import { hashPayLinkToken } from './tokens';

const WINDOW_MS = 60_000;

type Counted = 'views' | 'payments';

/** The link a request names, as a counter key: a prefix of its hash, never the token itself. */
function linkKey(request: FastifyRequest): string {
  const token = (request.params as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? hashPayLinkToken(token).slice(0, 32) : 'none';
}

/**
 * A preHandler counting a payment link's calls per minute (decision 061): every call per client
 * address (the storefront forwards it and is a trusted proxy), and starting a payment also per link,
 * so a shared link cannot be made to open checkouts at the provider without end. Counted as the
 * sign-in limits are (marketplace/replicas/limit-store.ts): in Redis across replicas, in memory
 * without it. Needs @fastify/rate-limit registered on `app`.
 */
export function payLinkRateLimit(app: FastifyInstance, counted: Counted) {
  const max =
    counted === 'views' ? app.config.payLinkViewsPerMinute : app.config.payLinkPaymentsPerMinute;
  const perIp = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `pay-link-${counted}:ip:${request.ip}`,
  });
  const perLink = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `pay-link-${counted}:link:${linkKey(request)}`,
  });
  const limits = counted === 'views' ? [perIp] : [perIp, perLink];

  return async function limitPayLinkCalls(request: FastifyRequest, reply: FastifyReply) {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', String(result.ttlInSeconds))
          .send({ message: TOO_MANY_ATTEMPTS });
      }
    }
  };
}
