import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketplaceConfig } from '../config';
import { HttpError } from '../errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The check every /api/operations route runs first (register it as the routes' onRequest hook).
 * Without OPERATIONS_KEY the routes do not exist: 404, as for any unknown path. With it, the
 * request must carry `Authorization: Bearer <OPERATIONS_KEY>`, compared in constant time (on
 * digests, so the length of the key is not told either); anything else is a 401.
 */
export function operationsAuth(config: Pick<MarketplaceConfig, 'operationsKey'>) {
  const expected = config.operationsKey ? digest(config.operationsKey) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected)
      throw new HttpError(404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header.trim());
    if (!match || !timingSafeEqual(digest(match[1]), expected)) {
      reply.header('www-authenticate', 'Bearer realm="operations"');
      throw new HttpError(401, 'The operations key is missing or wrong.');
    }
  };
}
