import { lightenImage, splitLiteSuffix } from './lite-mode';

/**
 * Lite rendering helpers (decision 043). The Lite flag is passed down explicitly as a prop from the
 * page route that knows it (a `~lite` page-cache segment, or the hidden products/[id]/lite route):
 * never a per-request global, so one render can never make another one Lite.
 */

/** Widest Lite images by role, in device pixels. */
export const LITE_WIDTHS = { thumbnail: 128, card: 256, main: 640, banner: 750 } as const;

/** An optimised image's attributes, lightened when `lite`. */
export function forRender<T extends { src: string; srcSet?: string }>(
  image: T,
  maxWidth: number,
  lite: boolean,
): T {
  return lite ? lightenImage(image, maxWidth) : image;
}

/** A page-cache segment without its Lite suffix, and whether it had one. */
export function liteSegment(segment: string): { segment: string; lite: boolean } {
  return splitLiteSuffix(segment);
}
