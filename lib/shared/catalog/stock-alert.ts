import { authFailureText, type AuthFailure } from '@/lib/shared/auth-failure';
import { EMAIL_PATTERN, INVALID_EMAIL, STOCK_ALERT_MESSAGES } from '@/lib/contract/constants';

/**
 * "Tell me when it's back" (issue 38 part 5) in the browser: the form's checks and texts, without
 * zod, so that the form adds little to the product page's JavaScript.
 */

/** The field's error for what the shopper typed, or null when it may be sent. */
export function stockAlertEmailError(email: string): string | null {
  const address = email.trim();
  return address.length > 0 && address.length <= 254 && EMAIL_PATTERN.test(address)
    ? null
    : INVALID_EMAIL;
}

/**
 * What a refused request tells the shopper: the API's own words when it gave some (in stock now,
 * too many waiting requests, a bad address), how long to wait past the rate limit, and a plain
 * "try again" when nothing answered.
 */
export function stockAlertFailureText(failure: AuthFailure, now = Date.now()): string {
  return authFailureText(
    failure,
    { refused: STOCK_ALERT_MESSAGES.failed, preferServerMessage: true },
    now,
  );
}
