'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './Gallery.module.scss';

/** Matches Gallery.module.scss and the page grid: full width on phones, half the container from 1024 px. */
const MAIN_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';
const THUMBNAIL_SIZE = 72;

/**
 * The product's images: one large image and, when there are several, a row of thumbnails that
 * choose it. The first image is the page's largest paint, so it is preloaded and never lazy.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const count = images.length;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          src={images[active]}
          alt={count > 1 ? `${title}, image ${active + 1} of ${count}` : title}
          width={600}
          height={600}
          sizes={MAIN_SIZES}
          preload={active === 0}
          loading="eager"
          fetchPriority={active === 0 ? 'high' : 'auto'}
          className={styles.mainImage}
        />
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails} role="list">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <Image
                  src={image}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  sizes={`${THUMBNAIL_SIZE}px`}
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
