import type { CallMethod, CustomerCall, SessionNeed } from '@/lib/shared/bff-calls';
import { CUSTOMER_CALLS } from '@/lib/shared/customer-calls';

/**
 * The customer calls the browser may make through the one proxy (app/api/customer/[...path]),
 * made from the table of lib/shared/customer-calls.ts, which the browser's API is built from too.
 * A path is matched without the `/api/customer/` prefix and still percent-encoded, so an id
 * segment can never smuggle a `/`, `..` or a query.
 */

export type { SessionNeed };

export interface AllowedCall {
  method: CallMethod;
  path: RegExp;
  session: SessionNeed;
}

/** One path segment that is an id, a product id, an order id or a reset token. */
const ID = '[A-Za-z0-9_-]{1,200}';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table row as the proxy checks it: each `:name` segment becomes one ID. */
export function toAllowedCall({ method, path, session }: CustomerCall): AllowedCall {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ID : escaped(segment)))
    .join('/');
  return { method, path: new RegExp(`^${pattern}$`), session };
}

export const ALLOWED_CALLS: readonly AllowedCall[] = Object.values(CUSTOMER_CALLS).flatMap(
  (group) => Object.values(group).map(toAllowedCall),
);

/** The allowed call for a method and a path below /api/customer/, or undefined. */
export function findAllowedCall(
  method: string,
  path: string,
  calls: readonly AllowedCall[] = ALLOWED_CALLS,
): AllowedCall | undefined {
  const upper = method.toUpperCase();
  return calls.find((allowed) => allowed.method === upper && allowed.path.test(path));
}
