'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { SAVE_PAGE_MESSAGE } from '@/lib/shared/pwa-routes';

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
 * reading, a new query on the same path included; the worker keeps only readable pages
 * (lib/shared/pwa-routes.ts). Nothing else: no reload on update, no prompt.
 */
export function ServiceWorker() {
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

  // useSearchParams renders nothing on the server for a static page: its own boundary keeps that
  // to this part, which draws nothing anyway.
  return (
    <Suspense fallback={null}>
      <SaveNavigatedPages />
    </Suspense>
  );
}

/**
 * Client-side navigations, each sent to the worker to be saved: a new path, and also a new query
 * on the same path (a list's next page, filter or sort, another search), since each is a page of
 * its own for reading offline.
 */
function SaveNavigatedPages() {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const firstPage = useRef<string | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // The first render's page came as a document; later pages are client-side navigations.
    const page = `${pathname}?${query}`;
    if (firstPage.current === null) {
      firstPage.current = page;
      return;
    }
    if (navigator.onLine) savePage(window.location.href);
  }, [pathname, query]);

  return null;
}
