'use client';

import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { SESSION_SUMMARY_URL } from '@/lib/session-summary';

/** The browser's cart reads (the header badge's session summary and any cart key) to refresh. */
export const isCartKey = (key: unknown) =>
  typeof key === 'string' && (key === SESSION_SUMMARY_URL || key.startsWith('/api/customer/cart'));

/**
 * A paid order has emptied the cart on the API's side: the header badge and any cart data the
 * browser holds are read again, so they show 0 at once.
 */
export function CartEmptiedAfterPayment() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(isCartKey);
  }, [mutate]);
  return null;
}
