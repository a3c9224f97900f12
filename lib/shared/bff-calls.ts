/**
 * How a call of the BFF is written down as data: its method, its path below a prefix (each
 * `:name` one id segment) and, as types only, what it answers, sends and asks in its query. The
 * customer calls' table (./customer-calls.ts) and the BFF's own routes (lib/browser/api/)
 * are written this way; the proxy's allow-list and the browser's API are made from them.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `required`: only for a signed-in shopper; the session's token is sent as a bearer token.
 * - `optional`: the token is sent when there is one.
 * - `none`: public; the token is never sent.
 */
export type SessionNeed = 'required' | 'optional' | 'none';

/** A query string's values; an undefined one is left out. */
export type QueryValues = Record<string, string | number | undefined>;

export interface CallTypes<Answer, Body, Query> {
  answer: Answer;
  body: Body;
  query: Query;
}

/**
 * Never called: a row's `types: typed<Answer, Body, Query>` (an instantiation of this function,
 * not a call) carries the call's types at no cost. `Body` and `Query` are `never` when it sends none.
 */
export function typed<Answer, Body = never, Query = never>():
  CallTypes<Answer, Body, Query> | undefined {
  return undefined;
}

export type Typed<Answer = unknown, Body = unknown, Query = unknown> = () =>
  CallTypes<Answer, Body, Query> | undefined;

/** One call the browser can make: its method, its path and (as types only) what it answers. */
export interface Call {
  readonly method: CallMethod;
  readonly path: string;
  readonly types: Typed;
}

export interface CustomerCall extends Call {
  readonly session: SessionNeed;
}

/** The path with each `:name` replaced by the next value, percent-encoded (one segment each). */
export function fillPath(path: string, params: readonly string[]): string {
  let next = 0;
  return path.replace(/:\w+/g, () => encodeURIComponent(params[next++] ?? ''));
}

/** How many `:name` segments a path has. */
export const paramCount = (path: string): number => path.split(':').length - 1;
