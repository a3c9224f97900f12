/// <reference lib="webworker" />
/**
 * The storefront's service worker (decision 044), bundled by @serwist/turbopack's route
 * (app/serwist/[path]/route.ts) when the storefront is built and served at /serwist/sw.js.
 *
 * - Readable pages (product, store, home and list pages: the route table's offline column,
 *   lib/shared/page-routes.ts) are network-first:
 *   each answer is saved, and the saved copy answers when the network fails or is too slow.
 * - Hashed build files and images are cache-first.
 * - Every other page (cart, checkout, account, orders, sign-in) goes to the network only; offline,
 *   the offline page answers instead, listing the pages saved for reading. The BFF (/api) and every
 *   non-GET request are not handled at all: the browser sends them as if there were no worker, so
 *   nothing is ever answered from here or queued to be sent later.
 * - Caches are capped in entries, bytes per entry and age; caches of older rules are deleted when
 *   this worker activates. A new worker waits until no page of the old one is open (no
 *   skipWaiting), so a deploy never swaps the worker under an open page.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  isHashedStaticFile,
  isImage,
  isOutdatedCache,
  OFFLINE_PATH,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SAVE_PAGE_MESSAGE,
  titleOf,
  withSavedPages,
  type SavedPage,
} from '../shared/pwa-routes';
import { isReadablePage } from '@/lib/shared/page-routes';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Keeps no answer bigger than `maxBytes` (with the entry caps, this caps a cache's size). */
function maxBytesPlugin(maxBytes: number): SerwistPlugin {
  return {
    async cacheWillUpdate({ response }) {
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > 0) return declared <= maxBytes ? response : null;
      const size = (await response.clone().arrayBuffer()).byteLength;
      return size <= maxBytes ? response : null;
    },
  };
}

function capped(limits: (typeof CACHE_LIMITS)[keyof typeof CACHE_LIMITS]): SerwistPlugin[] {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    maxBytesPlugin(limits.maxEntryBytes),
    new ExpirationPlugin({
      maxEntries: limits.maxEntries,
      maxAgeSeconds: limits.maxAgeSeconds,
      maxAgeFrom: 'last-used',
      purgeOnQuotaError: true,
    }),
  ];
}

/** The pages saved for reading, newest first. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const requests = [...(await cache.keys())].reverse();
  const found = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      if (url.origin !== self.location.origin || !isReadablePage(url.pathname)) return null;
      const response = await cache.match(request, { ignoreVary: true });
      if (!response) return null;
      const path = `${url.pathname}${url.search}`;
      return { path, title: titleOf(await response.text(), path) };
    }),
  );
  return found.filter((page): page is SavedPage => page !== null);
}

/** The offline page, with the saved pages listed; undefined when it was never cached. */
async function offlinePage(): Promise<Response | undefined> {
  const page = await serwist.matchPrecache(OFFLINE_PATH);
  if (!page) return undefined;
  const html = withSavedPages(await page.text(), await savedPages());
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(html, { status: 200, headers });
}

/** Answers a page the network failed with the offline page (the error stands without one). */
const offlineFallback: SerwistPlugin = {
  async handlerDidError() {
    return offlinePage();
  },
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  // Only document answers are saved (never an RSC payload), so the Vary on RSC headers can go.
  matchOptions: { ignoreVary: true },
  // Offline without a saved copy: the offline page.
  plugins: [...capped(CACHE_LIMITS.pages), offlineFallback],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    concurrency: 2,
    // Pages ask for build files with the deployment id (?dpl=...): the precached copy is the same.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^dpl$/],
  },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && isReadablePage(url.pathname),
      handler: pages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isHashedStaticFile(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.static,
        plugins: capped(CACHE_LIMITS.static),
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isImage(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.images,
        plugins: capped(CACHE_LIMITS.images),
      }),
    },
  ],
});

// The offline page itself, opened directly: with the saved pages listed. Before Serwist's own
// listener, which would answer with the precached copy as it is.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || url.origin !== self.location.origin) return;
  if (url.pathname !== OFFLINE_PATH) return;
  event.respondWith((async () => (await offlinePage()) ?? (await fetch(event.request)))());
});

// A page reached by a client-side navigation was never fetched as a document: the page asks the
// worker to save it (only readable pages are fetched, and only while online).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== SAVE_PAGE_MESSAGE || typeof url !== 'string') return;
  let target: URL;
  try {
    target = new URL(url, self.location.origin);
  } catch {
    return;
  }
  if (target.origin !== self.location.origin || !isReadablePage(target.pathname)) return;
  const request = new Request(target.href, { credentials: 'same-origin' });
  event.waitUntil(pages.handle({ event, request }).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name))),
      ),
  );
});

serwist.addEventListeners();
