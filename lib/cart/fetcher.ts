import type { z } from 'zod';
import { callBff, type BffResult } from '@/lib/bff/browser';

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
export function unwrap<T>(result: BffResult<unknown>, schema: z.ZodType<T>, fallback: string): T {
  if (!result.ok) throw new BffError(result.status, result.message, fallback);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) throw new BffError(502, undefined, fallback);
  return parsed.data;
}

/** An SWR fetcher for a GET through the BFF, parsed by a contract schema. */
export function bffFetcher<T>(schema: z.ZodType<T>, fallback: string) {
  return async (url: string): Promise<T> => unwrap(await callBff(url), schema, fallback);
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function isSignInError(error: unknown): boolean {
  return error instanceof BffError && error.status === 401;
}
