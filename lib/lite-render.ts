import { cache } from 'react';
import { lightenImage, splitLiteSuffix } from './lite-mode';

/**
 * Whether the page being rendered is a Lite one. A page route that renders Lite pages (the
 * middleware's rewrites, decision 043) sets it first thing; the image components below it read it.
 * React's cache() makes it one value per server render, so it never leaks between requests.
 */
const flag = cache(() => ({ lite: false }));

export function setLiteRender(lite: boolean): void {
  flag().lite = lite;
}

export function isLiteRender(): boolean {
  return flag().lite;
}

/** Widest Lite images by role, in device pixels. */
export const LITE_WIDTHS = { card: 256, main: 640, banner: 750 } as const;

/** An optimised image's attributes, lightened when the page is a Lite one. */
export function forRender<T extends { src: string; srcSet?: string }>(
  image: T,
  maxWidth: number,
): T {
  return isLiteRender() ? lightenImage(image, maxWidth) : image;
}

/** A page-cache segment without its Lite suffix; the render is marked Lite when it had one. */
export function liteSegment(segment: string): string {
  const { segment: rest, lite } = splitLiteSuffix(segment);
  if (lite) setLiteRender(true);
  return rest;
}
