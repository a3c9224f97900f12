import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { SignInClient } from './context';
import type { Customer } from './customers';
import { findLiveSession, touchSession } from './sessions';

export interface SignedInCustomer {
  customer: Customer;
  sessionId: number;
  token: string;
}

export const SIGN_IN_REQUIRED = 'Please log in to continue.';

const signedIn = new WeakMap<FastifyRequest, SignedInCustomer>();

/** The token of an `Authorization: Bearer <token>` header, if it has a plausible shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +([A-Za-z0-9_-]{20,200})$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * preHandler of every call that needs a signed-in customer: a live session of a verified, active
 * customer, or 401. Afterwards `customerOf(request)` gives the customer.
 *
 *   app.get('/cart', { preHandler: requireCustomer }, async (request) => customerOf(request)...)
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const session = token ? await findLiveSession(request.server.db, token) : undefined;
  if (!token || !session) throw new HttpError(401, SIGN_IN_REQUIRED);
  await touchSession(request.server.db, session);
  signedIn.set(request, { customer: session.customer, sessionId: session.sessionId, token });
}

export function customerOf(request: FastifyRequest): SignedInCustomer {
  const found = signedIn.get(request);
  if (!found) throw new Error('customerOf() needs the requireCustomer preHandler on the route');
  return found;
}

/** Who signs in, for the list of devices: the user agent (cut short) and the client's address. */
export function signInClientOf(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent'];
  return {
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : undefined,
    address: request.ip,
  };
}
