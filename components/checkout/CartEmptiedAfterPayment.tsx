'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { setCartBadge } from '@/lib/cart/badge';
import { CART_KEY } from '@/lib/cart/keys';
import { SESSION_SUMMARY_URL } from '@/lib/session-summary';

/** The browser's reads that show the cart: the header's session summary and the cart itself. */
export const isCartKey = (key: unknown) => key === SESSION_SUMMARY_URL || key === CART_KEY;

/**
 * A paid order has emptied the cart on the API's side: the badge shows 0 at once, and the cart
 * data the browser holds is read again so no screen keeps the old lines.
 */
export function CartEmptiedAfterPayment() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    setCartBadge(0);
    void mutate(isCartKey);
  }, [mutate]);
  return null;
}
