'use client';

import { useEffect, useState } from 'react';
import type { ProductReview } from '@/lib/marketplace/product';
import { ReviewList } from './ReviewList';
import styles from './ReviewList.module.scss';

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; reviews: ProductReview[] };

/**
 * Reviews fetched in the browser: used only when the server could not read them, so that a
 * cached page never keeps an outage for its whole lifetime.
 */
export function ReviewsFallback({ productId }: { productId: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/products/${encodeURIComponent(productId)}/reviews`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Reviews answered ${response.status}`);
        const { reviews } = (await response.json()) as { reviews: ProductReview[] };
        setState({ status: 'loaded', reviews });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [productId]);

  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        Loading reviews...
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        Failed to load reviews
      </p>
    );
  }
  return <ReviewList reviews={state.reviews} />;
}
