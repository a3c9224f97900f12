import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import styles from './StoreBanner.module.scss';

/** The cover is the widest thing on the page: full content width, at most 1200 px. */
const COVER_SIZES = '(min-width: 1232px) 1200px, calc(100vw - 32px)';

/**
 * The store's cover photo, or a green banner with the store's name when it has none. Either way
 * the same 4:1 box, so nothing moves when the image arrives.
 */
export function StoreBanner({
  storeName,
  coverPhoto,
}: {
  storeName: string;
  coverPhoto: string | null;
}) {
  // The page's largest image: next/image's attributes made on the server, so a plain <img> needs
  // none of its client code (first-load JS budget, bench/NOTES.md).
  const cover = coverPhoto
    ? getImageProps({
        src: coverPhoto,
        alt: `${storeName} cover photo`,
        fill: true,
        sizes: COVER_SIZES,
        loading: 'eager',
        fetchPriority: 'high',
        className: styles.cover,
      }).props
    : null;
  // Preloaded from the <head>, ahead of the scripts, as BannerImage does for the home's first slide.
  if (cover?.srcSet) {
    preload(cover.src, {
      as: 'image',
      imageSrcSet: cover.srcSet,
      imageSizes: cover.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <div className={styles.banner} data-testid="store-banner">
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
        <img {...cover} alt={`${storeName} cover photo`} />
      ) : (
        <p className={styles.name} aria-hidden="true">
          {storeName}
        </p>
      )}
    </div>
  );
}
