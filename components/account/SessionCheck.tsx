'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import * as api from '@/lib/browser/api';
import { loginRedirectPath } from '@/lib/shared/redirect';

/**
 * The background session check of spec section 4: on opening a protected page, ask the API
 * (through the BFF proxy) whether the session's token still holds. A 401 means the proxy has
 * already ended the session, so the shopper is sent to log in and brought back afterwards. Any
 * other failure (offline, API down) leaves the page alone.
 */
export function SessionCheck() {
  const router = useRouter();
  // Once per protected page opened, also between pages of the account sub-layout.
  const pathname = usePathname();
  useEffect(() => {
    // Not aborted on leaving: the check still ends a dead session on the server side; only the
    // redirect is skipped once the shopper has left this page.
    let here = true;
    // Offline (status 0) or any other failure: nothing to conclude about the session.
    void api.account.verifyToken().then(({ status }) => {
      if (!here || status !== 401) return;
      const { pathname: path, search } = window.location;
      router.replace(loginRedirectPath(`${path}${search}`));
    });
    return () => {
      here = false;
    };
  }, [router, pathname]);
  return null;
}
