import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { GalleryViewer, type GalleryImage } from './GalleryViewer';
import styles from './Gallery.module.scss';

/** Matches Gallery.module.scss and the page grid: full width on phones, half the container from 1024 px. */
const MAIN_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';
const THUMBNAIL_SIZE = 72;

/**
 * The product's images: one large image and, when there are several, a row of thumbnails that
 * choose it. The first image is the page's largest paint, so it is preloaded and never lazy.
 * next/image's attributes (optimised WebP srcset, sizes) are worked out here on the server with
 * getImageProps, so the browser loads only the small viewer, not next/image's client component
 * (first-load JS budget, bench/NOTES.md).
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const prepared: GalleryImage[] = images.map((src, index) => ({
    key: src,
    main: getImageProps({
      src,
      alt: '',
      width: 600,
      height: 600,
      sizes: MAIN_SIZES,
      loading: 'eager',
      fetchPriority: index === 0 ? 'high' : 'auto',
      className: styles.mainImage,
    }).props,
    thumbnail: getImageProps({
      src,
      alt: '',
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      sizes: `${THUMBNAIL_SIZE}px`,
      loading: 'lazy',
      className: styles.thumbnailImage,
    }).props,
  }));
  const first = prepared[0]?.main;
  if (first?.src) {
    preload(first.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: first.sizes,
      fetchPriority: 'high',
    });
  }
  return <GalleryViewer images={prepared} title={title} />;
}
