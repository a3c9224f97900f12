'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SAVE_PAGE_MESSAGE } from '@/lib/pwa/routes';

/** Where app/serwist/[path]/route.ts serves the worker. */
const WORKER_URL = '/serwist/sw.js';

/** Runs `work` once the page has loaded and the browser is idle: never before the page's own needs. */
function afterLoad(work: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : work();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function savePage(url: string): void {
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: SAVE_PAGE_MESSAGE, url });
  });
}

/**
 * Registers the service worker (decision 044) in production builds only (`npm run dev` never
 * does). A page the worker did not fetch as a document (the first page of a visit, before the
 * worker existed, or one reached by a client-side navigation) is sent to the worker to be saved for
 * reading; the worker keeps only readable pages (lib/pwa/routes.ts). Nothing else: no reload on
 * update, no prompt.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  const firstPath = useRef<string | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const notControlled = navigator.serviceWorker.controller === null;
    afterLoad(() => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: '/', type: 'module', updateViaCache: 'none' })
        .then(() => {
          if (notControlled) savePage(window.location.href);
        })
        .catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // The first render's page came as a document; later paths are client-side navigations.
    if (firstPath.current === null) {
      firstPath.current = pathname;
      return;
    }
    if (navigator.onLine) savePage(window.location.href);
  }, [pathname]);

  return null;
}
