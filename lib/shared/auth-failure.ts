/**
 * What a failed sign-in call (login, signup, code, forgot and reset password) tells the shopper.
 * A refusal keeps the spec's text (section 8), but a rate limit says how long to wait and a
 * failure on the server's side says so: neither is the shopper's wrong password.
 */

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const TOO_MANY_NO_WAIT = 'Too many attempts. Please wait a minute and try again.';

export interface AuthFailure {
  /** The answer's HTTP status; 0 when no answer came (the network failed). */
  status: number;
  /** The answer's own `{ message }`, if it had one. */
  message?: string;
  /** The answer's Retry-After header, as sent: seconds or an HTTP date. */
  retryAfter?: string | null;
}

export interface RefusalText {
  /** The spec's text for a refused request (wrong password, wrong code, ...). */
  refused: string;
  /** The spec's "server message preferred": show the answer's own message when it has one. */
  preferServerMessage?: boolean;
}

export function authFailureText(
  failure: AuthFailure,
  { refused, preferServerMessage = false }: RefusalText,
  now: number = Date.now(),
): string {
  if (failure.status === 429) return tooManyAttempts(secondsToWait(failure.retryAfter, now));
  if (failure.status === 0 || failure.status >= 500) return SOMETHING_WENT_WRONG;
  return preferServerMessage && failure.message ? failure.message : refused;
}

/** "Too many attempts. Try again in N seconds." (at least 1 second), or a minute when unknown. */
export function tooManyAttempts(seconds: number | undefined): string {
  if (seconds === undefined) return TOO_MANY_NO_WAIT;
  const wait = Math.max(1, seconds);
  return `Too many attempts. Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`;
}

/** Retry-After in whole seconds from `now`: a number of seconds, or an HTTP date. */
export function secondsToWait(
  retryAfter: string | null | undefined,
  now: number,
): number | undefined {
  const value = retryAfter?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its month; Date.parse alone would also take "-5" or "1.5" as dates.
  const at = /[A-Za-z]{3}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
