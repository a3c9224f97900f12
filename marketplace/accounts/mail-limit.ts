import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Mails that anyone can make the marketplace send to an address (reset links, "someone tried to
 * sign up" notices) go out at most this many times per window, each kind counted on its own, so
 * a stranger cannot flood an inbox. Requests past the limit answer as before and mail nothing.
 */
export const ACCOUNT_MAILS_PER_WINDOW = 3;
export const ACCOUNT_MAIL_WINDOW_MINUTES = 15;

/**
 * A per-address budget of one kind of mail, kept with the API's rate limits: answers whether the
 * address named in the request's body may get one more now (and counts it when it may).
 */
export function mailBudget(app: FastifyInstance, kind: string) {
  const limit = app.createRateLimit({
    max: ACCOUNT_MAILS_PER_WINDOW,
    timeWindow: ACCOUNT_MAIL_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) => `${kind}:${emailOf(request.body)}`,
  });
  return (request: FastifyRequest) => async () => {
    const result = await limit(request);
    return result.isAllowed || !result.isExceeded;
  };
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
