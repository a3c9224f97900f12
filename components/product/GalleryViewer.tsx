'use client';

import type { getImageProps } from 'next/image';
import { useState } from 'react';
import styles from './Gallery.module.scss';

/** next/image's props for one <img>, worked out on the server (see Gallery). */
export type ImageProps = ReturnType<typeof getImageProps>['props'];

export interface GalleryImage {
  key: string;
  main: ImageProps;
  thumbnail: ImageProps;
}

/**
 * The gallery's one piece of state: which image is shown large. It gets its images' attributes
 * ready-made, so the image optimiser's code stays on the server.
 */
export function GalleryViewer({ images, title }: { images: GalleryImage[]; title: string }) {
  const [active, setActive] = useState(0);
  const count = images.length;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
        <img
          {...images[active].main}
          alt={count > 1 ? `${title}, image ${active + 1} of ${count}` : title}
        />
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
                onClick={() => setActive(index)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img {...image.thumbnail} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
