/**
 * Lite mode (issue 27, "Data saver"): smaller, lower-quality images, no slider autoplay, no link
 * prefetching. On when the shopper's footer toggle says so (a cookie, which wins both ways), else
 * when the browser sends `Save-Data: on` (decision 043).
 */
export const LITE_COOKIE = 'oja_lite';
export const LITE_ON = '1';
export const LITE_OFF = '0';

/** Whether a request asks for Lite pages, from its Save-Data header and Lite cookie. */
export function isLiteRequest(saveData: string | null, cookie: string | undefined): boolean {
  if (cookie === LITE_ON) return true;
  if (cookie === LITE_OFF) return false;
  return saveData?.trim().toLowerCase() === 'on';
}

/**
 * The hidden segments of the page cache carry Lite as a suffix (`lagos~lite`, `<query>~lite`), so a
 * Lite page is rendered and kept apart from the full one (lib/catalog/cached-path.ts).
 */
const LITE_SUFFIX = '~lite';

export function withLiteSuffix(segment: string, lite: boolean): string {
  return lite ? `${segment}${LITE_SUFFIX}` : segment;
}

export function splitLiteSuffix(segment: string): { segment: string; lite: boolean } {
  const decoded = segment.replace(/%7E/gi, '~');
  return decoded.endsWith(LITE_SUFFIX)
    ? { segment: decoded.slice(0, -LITE_SUFFIX.length), lite: true }
    : { segment: decoded, lite: false };
}

/** Quality of Lite images (next.config.mjs `images.qualities` lists it beside the normal 75). */
export const LITE_IMAGE_QUALITY = 40;

interface ImageAttributes {
  src: string;
  srcSet?: string;
}

/**
 * An optimised image's attributes for Lite: quality LITE_IMAGE_QUALITY, and only the srcset
 * widths up to `maxWidth` (the narrowest one when none is that narrow), so that a 3x phone takes a
 * picture about half as wide as it would.
 */
export function lightenImage<T extends ImageAttributes>(image: T, maxWidth: number): T {
  const lower = (url: string) => url.replace(/([?&]q=)\d+/, `$1${LITE_IMAGE_QUALITY}`);
  if (!image.srcSet) return { ...image, src: lower(image.src) };
  const candidates = image.srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url: lower(url), descriptor, width: Number.parseInt(descriptor, 10) };
  });
  const byWidth = candidates.every((candidate) => /^\d+w$/.test(candidate.descriptor));
  const narrow = byWidth ? candidates.filter((candidate) => candidate.width <= maxWidth) : [];
  const kept = byWidth ? (narrow.length > 0 ? narrow : candidates.slice(0, 1)) : candidates;
  return {
    ...image,
    src: kept.at(-1)!.url,
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.descriptor}`).join(', '),
  };
}

/** A cached list page's internal path with Lite in its location segment. */
export function liteListPagePath(path: string, lite: boolean): string {
  return lite ? path.replace(/^(\/cached\/[^/]+)/, `$1${LITE_SUFFIX}`) : path;
}

const PRODUCT_LITE_PAGE = /^\/products\/[^/]+\/lite\/?$/;

/** The internal route of a product page's Lite copy (app/(store)/products/[id]/lite). */
export function liteProductPagePath(pathname: string): string {
  return `${pathname.replace(/\/$/, '')}/lite`;
}

/** Lite copies are reached only by the middleware's rewrites: their own path is a 404. */
export function isLiteOnlyPath(pathname: string): boolean {
  return PRODUCT_LITE_PAGE.test(pathname);
}
