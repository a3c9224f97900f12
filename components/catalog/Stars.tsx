import type { CSSProperties } from 'react';
import styles from './Stars.module.scss';

const SCALE = 5;

/**
 * Whole stars out of five (the rating rounded, as cards show it), read out as "Rated 4 out of 5".
 * Drawn by CSS from one star image, so a grid of sixteen cards carries no icon markup.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.min(SCALE, Math.max(0, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of ${SCALE}`}
      className={`${styles.stars} ${className ?? ''}`}
      style={{ '--filled': filled } as CSSProperties}
    />
  );
}
