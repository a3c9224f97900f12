/**
 * What the service worker (lib/browser/sw.ts) does with each request, as plain functions the unit tests
 * can call. Kept free of browser and worker globals: the worker, the registration component and
 * jest all import it. Decision 044 says why each rule is what it is.
 */

/** The page the worker answers with when a page cannot be fetched and no copy was saved. */
export const OFFLINE_PATH = '/offline';

/**
 * Cache names carry a version: a worker whose rules change what a cache holds bumps it, and
 * activation deletes every cache of ours not named here (see isOwnCache).
 */
export const CACHE_PREFIX = 'oja-';
export const CACHE_NAMES = {
  pages: `${CACHE_PREFIX}pages-v1`,
  static: `${CACHE_PREFIX}static-v1`,
  images: `${CACHE_PREFIX}images-v1`,
} as const;

/** Caps: entries per cache, bytes per entry (so a cache holds at most entries x bytes), and age. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 40, maxEntryBytes: 512 * 1024, maxAgeSeconds: 30 * 24 * 60 * 60 },
  static: { maxEntries: 60, maxEntryBytes: 1024 * 1024, maxAgeSeconds: 30 * 24 * 60 * 60 },
  images: { maxEntries: 120, maxEntryBytes: 300 * 1024, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const;

/** A network answer slower than this for a saved page: the saved copy is shown instead. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 8;

/** The message a page sends the worker after a client-side navigation (see ServiceWorker.tsx). */
export const SAVE_PAGE_MESSAGE = 'oja:save-page';

/** Build files whose name changes with their content: safe to keep and answer from the cache. */
export function isHashedStaticFile(pathname: string): boolean {
  return pathname.startsWith('/_next/static/');
}

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

/** Product and store images (through the image optimizer or the /media proxy) and image files. */
export function isImage(pathname: string): boolean {
  if (pathname.startsWith('/api/')) return false;
  return pathname === '/_next/image' || pathname.startsWith('/media/') || IMAGE_FILE.test(pathname);
}

/** Whether a cache belongs to this worker's runtime caches and is no longer in use. */
export function isOutdatedCache(name: string): boolean {
  const current: string[] = Object.values(CACHE_NAMES);
  return name.startsWith(CACHE_PREFIX) && !current.includes(name);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The <title> of a saved page, as text; the path when it has none. */
export function titleOf(html: string, fallback: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1]?.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);
  return title?.trim() || fallback;
}

export interface SavedPage {
  /** Path and query, same origin. */
  path: string;
  title: string;
}

export const NOTHING_SAVED = 'No pages are saved yet: pages you open while online are kept here.';

/** The list items for the offline page. */
export function savedPagesHtml(pages: SavedPage[]): string {
  if (pages.length === 0) return `<li>${escapeHtml(NOTHING_SAVED)}</li>`;
  return pages
    .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
    .join('');
}

/** The empty list the offline page renders; the worker fills it (see withSavedPages). */
export const SAVED_LIST_ID = 'saved-pages';
const EMPTY_LIST = new RegExp(`(<ul[^>]*id="${SAVED_LIST_ID}"[^>]*>)\\s*(</ul>)`);

/** The offline page's HTML with the saved pages listed. */
export function withSavedPages(html: string, pages: SavedPage[]): string {
  return html.replace(EMPTY_LIST, (_, open: string, close: string) => {
    return `${open}${savedPagesHtml(pages)}${close}`;
  });
}
