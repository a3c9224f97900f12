import { PAGE_LOAD_SEGMENT } from '@/lib/shared/page-routes';

/** The store page of a vendor: /vendors/{storeName}, the name encoded as one path segment. */
export function vendorStorePath(storeName: string): string {
  return `/vendors/${encodeURIComponent(storeName)}`;
}

/**
 * The store name in a /vendors/[storeName] segment. Next hands the segment over still encoded in
 * some cases ("No%20Such%20Store"); a name that is not valid percent-encoding is taken as typed.
 */
export function storeNameFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

const STORE_PAGE = /^\/vendors\/([^/]+)\/?$/;

/** The store segment of a store page's path, as sent (still encoded); null for any other path. */
export function storeSegmentOf(pathname: string): string | null {
  return STORE_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * Where a page load of this path is rendered, when it is a store page; otherwise null: the store's
 * page-load route (lib/shared/page-routes.ts), the same layout and page without the loading
 * boundary, so that the product list goes out in place in the first HTML (bench/NOTES.md, "Store
 * page first paint"). The list's query is a path segment too (lib/shared/catalog/cached-path.ts), so that the page is kept in Next's
 * full-route cache per store and query.
 */
export function storePageLoadPath(pathname: string, querySegment = '_'): string | null {
  const segment = storeSegmentOf(pathname);
  return segment === null ? null : `/vendors/${segment}/${PAGE_LOAD_SEGMENT}/${querySegment}`;
}
