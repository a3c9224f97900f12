'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import styles from './page.module.scss';

/**
 * Any failure but "not found" (the API down or answering nonsense). Thrown rather than rendered by
 * the page, so that a cached product page is never replaced by this state: the stale page keeps
 * being served while the refresh fails.
 */
export default function ProductError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  // The failure happened on the server: ask it again, then re-render this segment.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <main className={`container ${styles.failedPage}`}>
      <p className={styles.failed} role="alert">
        Failed to load product details
      </p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
    </main>
  );
}
