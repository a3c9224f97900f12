import type { z } from 'zod';
import { badRequest } from '../errors';

/**
 * Validates a body against a contract schema. The account schemas carry the spec's own texts, so
 * the first problem's message is answered as it is, without the field path that parseInput adds.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (
    value !== undefined &&
    value !== null &&
    (typeof value !== 'object' || Array.isArray(value))
  ) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0].message);
}
