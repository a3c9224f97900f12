import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { limitImageWidths, type WidthRange } from '@/lib/image-widths';

// A 1x1 transparent GIF: what a <picture> picks on the viewport where this image is hidden.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface BannerImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /**
   * For the first slide, the page's largest image: preloaded from the <head> and loaded with high
   * priority, but only on the viewports where CSS shows it (`shownOn`, the opposite of `hiddenOn`).
   */
  lcp?: { shownOn: string; hiddenOn: string };
  /** The widths, in device pixels, that this image is drawn at where it is shown. */
  widths?: WidthRange;
}

/**
 * A slide or advert image. Both sliders are in the HTML and CSS hides one of them; an eager image
 * would load even when hidden, so the eager first slide is a <picture> whose source for the hidden
 * viewport is a blank pixel, and its preload carries the media query of the shown one. Every other
 * image is lazy, and lazy images in hidden boxes never load. All are plain images with next/image's
 * attributes made on the server: its client component would add its code to the home page's
 * scripts and name all eleven configured widths in every srcset.
 */
export function BannerImage({ lcp, alt, widths = {}, ...image }: BannerImageProps) {
  const { props: allWidths } = getImageProps({
    ...image,
    alt,
    loading: lcp ? 'eager' : 'lazy',
    // Low priority for the others: never ahead of the first slide, whichever viewport shows it.
    fetchPriority: lcp ? 'high' : 'low',
  });
  // Its srcset is in the HTML twice (<img>, RSC payload), the first slide's three times with its
  // preload: only the useful widths.
  const props = limitImageWidths(allWidths, widths);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
  if (!lcp) return <img {...props} alt={alt} />;
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: 'high',
    media: lcp.shownOn,
  });
  return (
    <picture>
      <source media={lcp.hiddenOn} srcSet={BLANK} />
      {/* next/image's own props (srcSet, sizes, width, height), only inside a <picture> */}
      <img {...props} alt={alt} />
    </picture>
  );
}
