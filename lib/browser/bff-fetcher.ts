import type { z } from 'zod';
import { callBff, type BffResult } from '@/lib/browser/bff';

type Contract = typeof import('@/lib/contract');

let contract: Promise<Contract> | undefined;

/**
 * The contract's schemas, loaded with the first answer there is to check rather than with the page:
 * zod is about a fifth of a catalog page's JavaScript, and every such answer comes after hydration
 * anyway (first-load JS budget, bench/NOTES.md).
 */
export function loadContract(): Promise<Contract> {
  contract ??= import('@/lib/contract');
  return contract;
}

/** Which schema of the contract checks an answer: `(c) => c.cartResponse`. */
export type SchemaPick<T> = (contract: Contract) => z.ZodType<T>;

/** A failed BFF call as SWR holds it: the status and the server's message, if it sent one. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    fallback: string,
  ) {
    super(serverMessage ?? fallback);
    this.name = 'BffError';
  }
}

/** Unwraps a BFF answer by its contract schema, or throws a BffError with `fallback` as its text. */
export async function unwrap<T>(
  result: BffResult<unknown> | Promise<BffResult<unknown>>,
  pick: SchemaPick<T>,
  fallback: string,
): Promise<T> {
  // The schemas load while the request is under way, not after it.
  const [answer, schemas] = await Promise.all([result, loadContract()]);
  if (!answer.ok) throw new BffError(answer.status, answer.message, fallback);
  const parsed = pick(schemas).safeParse(answer.data);
  if (!parsed.success) throw new BffError(502, undefined, fallback);
  return parsed.data;
}

/** An SWR fetcher for a GET through the BFF, parsed by a contract schema. */
export function bffFetcher<T>(pick: SchemaPick<T>, fallback: string) {
  return (url: string): Promise<T> => unwrap(callBff(url), pick, fallback);
}

export function isSignInError(error: unknown): boolean {
  return error instanceof BffError && error.status === 401;
}
