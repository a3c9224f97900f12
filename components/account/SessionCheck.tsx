'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { loginRedirectPath } from '@/lib/redirect';

/**
 * The background session check of spec section 4: on opening a protected page, ask the API
 * (through the BFF proxy) whether the session's token still holds. A 401 means the proxy has
 * already ended the session, so the shopper is sent to log in and brought back afterwards. Any
 * other failure (offline, API down) leaves the page alone.
 */
export function SessionCheck() {
  const router = useRouter();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/customer/verify-token', {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((response) => {
        if (response.status !== 401) return;
        const { pathname, search } = window.location;
        router.replace(loginRedirectPath(`${pathname}${search}`));
      })
      .catch(() => {
        // Offline or aborted: nothing to conclude about the session.
      });
    return () => controller.abort();
  }, [router]);
  return null;
}
