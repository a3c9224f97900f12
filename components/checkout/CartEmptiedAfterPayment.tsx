'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { CART_KEY } from '@/lib/browser/swr-keys';
import { SESSION_KEY } from '@/lib/browser/useSessionSummary';

/** The browser's reads that show the cart: the header's session summary and the cart itself. */
export const isCartKey = (key: unknown) => key === SESSION_KEY || key === CART_KEY;

/**
 * A paid order has emptied the cart on the API's side: whatever cart data the browser already
 * holds (the header badge's count, the cart's lines) is read again, so no screen keeps the old
 * lines. Only revalidated, never set by hand: the summary also carries the greeting, which a
 * guess made before it loaded would wipe.
 */
export function CartEmptiedAfterPayment() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(isCartKey);
  }, [mutate]);
  return null;
}
