import type { z } from 'zod';

/** An answer with a status and a shopper-readable message; the server turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Validates input against a contract schema; the first problem becomes a 400 with its message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(issue.code === 'custom' || !where ? issue.message : `${where}${issue.message}`);
}
