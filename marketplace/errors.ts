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

/** The answer when the database refused text the contract should have refused first. */
export const REFUSED_TEXT = 'The request contains characters that are not allowed.';

/**
 * PostgreSQL's refusal of text it cannot store: a NUL ('invalid byte sequence', 22021) or a
 * character without a UTF-8 form (22P05). Drizzle wraps the driver's error as its cause.
 */
export function isRefusedText(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map(
    (e) => (e as { code?: unknown } | undefined)?.code,
  );
  return codes.includes('22021') || codes.includes('22P05');
}
export const notFound = (message: string) => new HttpError(404, message);

/** Validates input against a contract schema; the first problem becomes a 400 with its message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(issue.code === 'custom' || !where ? issue.message : `${where}${issue.message}`);
}
