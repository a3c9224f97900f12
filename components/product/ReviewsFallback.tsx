'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { REVIEW_MESSAGES } from '@/lib/shared/reviews/messages';
import styles from './ReviewList.module.scss';

/**
 * The reviews list when the server could not read it: the browser tries once more. Its code loads
 * only then, so the product page's first load does not carry it.
 */
export function ReviewsFallback({ productId }: { productId: string }) {
  const [shown, setShown] = useState<ReactNode>(
    <p className={styles.status} role="status">
      Loading reviews...
    </p>,
  );
  useEffect(() => {
    let current = true;
    import('./reviews-reader')
      .then((reader) => reader.readReviewList(productId))
      .then(
        (list) => current && setShown(list),
        () =>
          current &&
          setShown(
            <p className={styles.error} role="alert">
              {REVIEW_MESSAGES.loadFailed}
            </p>,
          ),
      );
    return () => {
      current = false;
    };
  }, [productId]);
  return shown;
}
