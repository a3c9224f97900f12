/**
 * The one reading of an error's text, on both sides of the BFF: the `{ message }` of an error
 * answer (the contract's errorResponse), or of an Error thrown on the way, when it is not blank.
 * Plain code rather than the contract's zod schema, so the browser can use it before the schemas
 * load (first-load JS budget, bench/NOTES.md).
 */
export function messageIn(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const { message } = source as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The text of `messageIn`, else the caller's default (the spec's text for that failure). */
export function messageOf(source: unknown, fallback: string): string {
  return messageIn(source) ?? fallback;
}
