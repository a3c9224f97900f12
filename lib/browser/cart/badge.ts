import { mutate } from 'swr';
import { SIGNED_OUT, type SessionSummary } from '@/lib/shared/session-summary';
import { SESSION_KEY } from '@/lib/browser/useSessionSummary';

/**
 * Sets the header's cart badge from a cart the browser already holds, without asking
 * /api/session again: the badge follows every cart change at once.
 */
export function setCartBadge(itemCount: number): void {
  void mutate<SessionSummary>(
    SESSION_KEY,
    (current) => ({ ...(current ?? SIGNED_OUT), cartCount: itemCount }),
    { revalidate: false },
  );
}

/** After the BFF said the session is over: the header shows the signed-out state. */
export function markSignedOut(): void {
  void mutate<SessionSummary>(SESSION_KEY, SIGNED_OUT, { revalidate: false });
}
