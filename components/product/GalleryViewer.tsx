'use client';

import type { getImageProps } from 'next/image';
import { useRef, useState } from 'react';
import styles from './Gallery.module.scss';

/** next/image's props for one <img>, worked out on the server (see Gallery). */
export type ImageProps = ReturnType<typeof getImageProps>['props'];

export interface GalleryImage {
  key: string;
  main: ImageProps;
  thumbnail: ImageProps;
}

/**
 * The images side by side in a strip that snaps one image at a time: a swipe on a phone, the
 * thumbnails (wider screens) or the arrow keys move it. Only the first image loads at once; the
 * others wait until they come near. It gets its images' attributes ready-made, so the image
 * optimiser's code stays on the server.
 */
export function GalleryViewer({ images, title }: { images: GalleryImage[]; title: string }) {
  const [active, setActive] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;

  const show = (index: number) => {
    const element = strip.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setActive(index);
  };
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setActive(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className={styles.gallery}>
      <div
        ref={strip}
        className={styles.main}
        onScroll={count > 1 ? onScroll : undefined}
        // Scrollable content takes the keyboard's focus, so the arrow keys move it too.
        tabIndex={count > 1 ? 0 : undefined}
        role={count > 1 ? 'group' : undefined}
        aria-roledescription={count > 1 ? 'gallery' : undefined}
        aria-label={count > 1 ? `${title}: ${count} images, swipe for the next` : undefined}
      >
        {images.map((image, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
          <img
            key={image.key}
            {...image.main}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? image.main.fetchPriority : 'auto'}
            alt={count > 1 ? `${title}, image ${index + 1} of ${count}` : title}
          />
        ))}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails} role="list">
          {images.map((image, index) => (
            <li key={image.key}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-pressed={index === active}
                onClick={() => show(index)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img {...image.thumbnail} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {count > 1 && (
        <p className={styles.dots} aria-hidden="true">
          {images.map((image, index) => (
            <span key={image.key} className={index === active ? styles.dotActive : styles.dot} />
          ))}
        </p>
      )}
    </div>
  );
}
