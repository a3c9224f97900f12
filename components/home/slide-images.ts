import type { Banner } from '@/lib/shared/home/banners';
import type { WidthRange } from '@/lib/shared/image-widths';
import { DESKTOP_SLIDER_MEDIA, PHONE_SLIDER_MEDIA } from './breakpoints';

/** A slide's image as one slider draws it, and the viewports where that slider shows. */
export interface SlideImage {
  src: string;
  width: number;
  height: number;
  sizes: string;
  /** The widths, in device pixels, that the image is drawn at. */
  widths: WidthRange;
  media: string;
}

/**
 * The desktop hero (from 768 px): 3:1, the content column at most 1200 px minus 2 x 16 px of
 * padding, so at least 736 CSS px wide.
 */
export const heroSlideImage = (slide: Banner): SlideImage => ({
  src: slide.image,
  width: 1200,
  height: 400,
  sizes: '(min-width: 1200px) 1168px, calc(100vw - 32px)',
  widths: { min: 750 },
  media: DESKTOP_SLIDER_MEDIA,
});

/** The phone slider (below 768 px): the full width of the phone, 320 to 400 CSS px, 1x to 3x. */
export const phoneSlideImage = (slide: Banner): SlideImage => ({
  src: slide.image,
  width: 800,
  height: 400,
  sizes: '(min-width: 400px) 400px, 100vw',
  widths: { min: 320, max: 1200 },
  media: PHONE_SLIDER_MEDIA,
});
