import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * A preHandler with two limits per route: per client IP and per e-mail address in the body (a
 * guess at one account's password from many IPs is still capped). Needs @fastify/rate-limit
 * registered on `app`. `route` names the counters: each route counts on its own, in memory and
 * in the Redis store that replicas share (where keys are all that tells counters apart).
 */
export function authRateLimit(app: FastifyInstance, route: string) {
  const { authRateLimitPerIp, authRateLimitPerEmail } = app.config;
  const perIp = app.createRateLimit({
    max: authRateLimitPerIp,
    timeWindow: WINDOW_MS,
    // The client's address as the server found it: the storefront's forwarded one only when the
    // storefront is a trusted proxy (MARKETPLACE_TRUSTED_PROXIES, marketplace/server.ts).
    keyGenerator: (request) => `${route}:ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: authRateLimitPerEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${route}:email:${emailOf(request.body)}`,
  });

  return async function limitAuthAttempts(request: FastifyRequest, reply: FastifyReply) {
    const limits = [perIp, ...(emailOf(request.body) ? [perEmail] : [])];
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
