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
