import { fillPath, paramCount, type Call, type QueryValues } from '@/lib/shared/bff-calls';
import { callBff, type BffResult } from '../bff';

/**
 * How a table's rows become the browser API's functions (lib/browser/api/index.ts): each takes its
 * path params (percent-encoded here), then its body (POST and PUT), then options, and answers
 * callBff's BffResult without throwing; `.url()` gives the same URL for an SWR key.
 */

export interface CallOptions<Query = never> {
  /** The query string; a name whose value is undefined is left out. */
  query?: Query;
  /** Cancels the call; a cancelled call answers like one that got no answer (status 0). */
  signal?: AbortSignal;
  /** 'no-store' by default (see callBff). */
  cache?: RequestCache;
}

type AnyCall = Call;
type Types<C extends AnyCall> = NonNullable<ReturnType<C['types']>>;

/** One string per `:name` segment of the path. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** GET and DELETE send no body; POST and PUT take one, left out when the call has none. */
type BodyArgs<C extends AnyCall> = C['method'] extends 'GET' | 'DELETE'
  ? []
  : [Types<C>['body']] extends [never]
    ? [body?: undefined]
    : [body: Types<C>['body']];

export interface ApiCall<C extends AnyCall> {
  (
    ...args: [...PathArgs<C['path']>, ...BodyArgs<C>, options?: CallOptions<Types<C>['query']>]
  ): Promise<BffResult<Types<C>['answer']>>;
  /** The call's URL: for an SWR key, which its fetcher then asks with a GET. */
  url(...args: [...PathArgs<C['path']>, query?: Types<C>['query']]): string;
}

export type ApiGroup<Group extends Record<string, AnyCall>> = {
  [Name in keyof Group]: ApiCall<Group[Name]>;
};

function urlOf(prefix: string, path: string, params: unknown[], query?: QueryValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${prefix}${fillPath(path, params as string[])}${text ? `?${text}` : ''}`;
}

function bind<C extends AnyCall>(prefix: string, call: C): ApiCall<C> {
  const count = paramCount(call.path);
  const hasBody = call.method === 'POST' || call.method === 'PUT';
  const run = (...args: unknown[]) => {
    const options = (args[hasBody ? count + 1 : count] ?? {}) as CallOptions<QueryValues>;
    return callBff(urlOf(prefix, call.path, args.slice(0, count), options.query), {
      method: call.method,
      body: hasBody ? args[count] : undefined,
      signal: options.signal,
      cache: options.cache,
    });
  };
  const url = (...args: unknown[]) =>
    urlOf(prefix, call.path, args.slice(0, count), args[count] as QueryValues | undefined);
  return Object.assign(run, { url }) as unknown as ApiCall<C>;
}

export function bindGroup<const Group extends Record<string, AnyCall>>(
  prefix: string,
  group: Group,
): ApiGroup<Group> {
  const bound: Record<string, unknown> = {};
  for (const name of Object.keys(group)) bound[name] = bind(prefix, group[name]);
  return bound as ApiGroup<Group>;
}
