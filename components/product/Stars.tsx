import { StarIcon } from './icons';
import styles from './Stars.module.scss';

/** Five stars, the rounded rating filled; decorative, the rating is always said in text beside it. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          width={size}
          height={size}
          className={star <= filled ? styles.filled : styles.empty}
        />
      ))}
    </span>
  );
}
