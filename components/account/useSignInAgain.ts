'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { loginRedirectPath } from '@/lib/shared/redirect';

/**
 * For account actions: a 401 means the API no longer accepts the session (the proxy has already
 * ended it here), so the shopper logs in again and comes back to this page. Returns true when it
 * took over.
 */
export function useSignInAgain() {
  const router = useRouter();
  return useCallback(
    (status: number) => {
      if (status !== 401) return false;
      const { pathname, search } = window.location;
      router.replace(loginRedirectPath(`${pathname}${search}`));
      return true;
    },
    [router],
  );
}
