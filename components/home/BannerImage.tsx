import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { limitImageWidths, type WidthRange } from '@/lib/shared/image-widths';
import type { SlideImage } from './slide-images';

interface BannerImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /**
   * For the first slide, the page's largest image: preloaded from the <head> and loaded with high
   * priority, but only on the viewports where CSS shows it (`shownOn`). `otherSlider` is the first
   * slide of the slider shown on the other viewports, which this image gives way to there.
   */
  lcp?: { shownOn: string; otherSlider?: SlideImage };
  /** The widths, in device pixels, that this image is drawn at where it is shown. */
  widths?: WidthRange;
}

/** next/image's attributes made on the server, with only the useful widths in the srcset. */
function imageAttributes(image: Omit<ImageProps, 'src'> & { src: string }, widths: WidthRange) {
  // Its srcset is in the HTML twice (<img>, RSC payload), the first slide's three times with its
  // preload: only the useful widths.
  return limitImageWidths(getImageProps(image).props, widths);
}

/**
 * A slide or advert image. Both sliders are in the HTML and CSS hides one of them; an eager image
 * would load even when hidden. So the eager first slides are art-directed <picture>s, as Next's
 * getImageProps documents them: each names the other slider's first image for the other
 * viewports, so on any screen both pick the image of the slider shown there and the browser
 * fetches it once; the preload carries the media query of the shown one. (If the other slider has
 * no slides, this image loads there too, hidden.) Every other image is lazy, and lazy images in
 * hidden boxes never load. All are plain images with next/image's attributes made on the server:
 * its client component would add its code to the home page's scripts and name all eleven
 * configured widths in every srcset.
 */
export function BannerImage({ lcp, alt, widths = {}, ...image }: BannerImageProps) {
  const props = imageAttributes(
    {
      ...image,
      alt,
      loading: lcp ? 'eager' : 'lazy',
      // Low priority for the others: never ahead of the first slide, whichever viewport shows it.
      fetchPriority: lcp ? 'high' : 'low',
    },
    widths,
  );
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
      {lcp.otherSlider ? <OtherSliderSource {...lcp.otherSlider} /> : null}
      {/* next/image's own props (srcSet, sizes, width, height), only inside a <picture> */}
      <img {...props} alt={alt} />
    </picture>
  );
}

/** The other slider's first image, for the viewports where that slider shows. */
function OtherSliderSource({ media, widths, ...image }: SlideImage) {
  const { srcSet, sizes } = imageAttributes({ ...image, alt: '' }, widths);
  return <source media={media} srcSet={srcSet} sizes={sizes} />;
}
