import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOO_MANY_ATTEMPTS } from './rate-limit';
import { sha256 } from './tokens';

const WINDOW_MS = 60_000;

/**
 * A preHandler for reset-password/{token} that caps the tries at one link, from any number of
 * IPs, as the per-e-mail limit caps the other sign-in calls (a link stands for one account). The
 * per-IP limit is authRateLimit's, which runs first.
 */
export function resetLinkRateLimit(app: FastifyInstance) {
  const perLink = app.createRateLimit({
    max: app.config.authRateLimitPerEmail,
    timeWindow: WINDOW_MS,
    // The hash: the counters' store never holds a working link.
    keyGenerator: (request) => `reset-link:${sha256(tokenOf(request))}`,
  });

  return async function limitResetTries(request: FastifyRequest, reply: FastifyReply) {
    const result = await perLink(request);
    if (!result.isAllowed && result.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', String(result.ttlInSeconds))
        .send({ message: TOO_MANY_ATTEMPTS });
    }
  };
}

const tokenOf = (request: FastifyRequest) =>
  String((request.params as { token?: unknown } | undefined)?.token ?? '');
