/**
 * The widths a product card's image is drawn at, in device pixels. At most about 320 CSS px (a
 * third of a 1,023 px tablet) at 2x, or half a 430 px phone at 3x. At least about 150 CSS px (half
 * a 320 px phone, a fifth of a 1,024 px screen) at 2x on a phone, or 1x on a computer, where 256
 * px serves as well as 192 for a few kilobytes more: the 96 to 192 px versions would only lengthen
 * every card's srcset, twice in the HTML (about 0.37 kB gzipped on a list page of 16).
 */
export const CARD_IMAGE_WIDTHS = { min: 256, max: 750 } as const;

export interface WidthRange {
  min?: number;
  max?: number;
}

interface ImageAttributes {
  src: string;
  srcSet?: string;
}

/**
 * next/image's srcset names every configured width, from 96 to 1,920 px. An image that is never
 * drawn narrower than `min` or wider than `max` device pixels needs none of the others, and each
 * one lengthens the HTML (an image's srcset is in it twice, the <img> and the RSC payload, and a
 * third time in a preload; bench/NOTES.md). Keeps the widths in the range and points `src`, the
 * fallback, at the widest kept. A srcset of density descriptors (1x, 2x) or with no width in the
 * range is returned as it was.
 */
export function limitImageWidths<T extends ImageAttributes>(
  image: T,
  { min = 0, max = Number.POSITIVE_INFINITY }: WidthRange,
): T {
  if (!image.srcSet) return image;
  const candidates = image.srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : NaN };
  });
  if (candidates.some((candidate) => Number.isNaN(candidate.width))) return image;
  const kept = candidates.filter((candidate) => candidate.width >= min && candidate.width <= max);
  const widest = kept.at(-1);
  if (!widest) return image;
  return {
    ...image,
    src: widest.url,
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
  };
}
