/**
 * Lite mode (issue 27, "Data saver"): catalog pages without scripts, with fewer, smaller and
 * lower-quality images (decision 047). On when the shopper's footer switch says so (the Lite
 * cookie, lib/shared/cookies.ts, which wins both ways), else when the browser sends `Save-Data: on`.
 */
export const LITE_ON = '1';
export const LITE_OFF = '0';

/** Whether a request asks for Lite pages, from its Save-Data header and Lite cookie. */
export function isLiteRequest(saveData: string | null, cookie: string | undefined): boolean {
  if (cookie === LITE_ON) return true;
  if (cookie === LITE_OFF) return false;
  return saveData?.trim().toLowerCase() === 'on';
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

/** Widest Lite images by role, in device pixels. */
export const LITE_WIDTHS = { thumbnail: 128, card: 256, main: 640, banner: 750 } as const;
