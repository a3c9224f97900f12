import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../rate-limit';

const MINUTE_MS = 60_000;
const ACCOUNT_WINDOW_MS = 15 * MINUTE_MS;

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Limits on second-step codes, made with @fastify/rate-limit as the password limits are (so a
 * shared store, where one is registered, counts them for every API process): per client address,
 * AUTH_RATE_LIMIT_PER_IP_PER_MINUTE a minute, and per account, TWO_FACTOR_ATTEMPTS_PER_ACCOUNT in
 * 15 minutes whatever the address. Six digits are guessable where passwords are not, hence the
 * tighter per-account window. Every try counts, as at login. `accountOf` names the account a
 * request is for; make the limits once, so that all the routes that check codes share them.
 */
export function secondStepLimits(
  app: FastifyInstance,
  accountOf: (request: FastifyRequest) => number | undefined,
) {
  const perAddress = app.createRateLimit({
    max: app.config.authRateLimitPerIp,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `two-factor-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: app.config.twoFactorAttemptsPerAccount,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => `two-factor-account:${accountOf(request)}`,
  });
  const guard = (limit: Limit) =>
    async function limitCodeTries(request: FastifyRequest, reply: FastifyReply) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', String(result.ttlInSeconds))
          .send({ message: TOO_MANY_ATTEMPTS });
      }
    };
  return { byAddress: guard(perAddress), byAccount: guard(perAccount) };
}
