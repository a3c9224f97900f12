'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/account/Modal';
import { notify } from '@/components/layout/toast';
import { useHasPurchased, useSubmitReview } from '@/lib/browser/useReviews';
import { REVIEW_MESSAGES } from '@/lib/shared/reviews/messages';
import styles from './ProductReviews.module.scss';

const loadReviewForm = () => import('./ReviewForm');

// The form (with react-hook-form and its schema) loads once the shopper is offered it, not with
// every product page: most visitors never bought the product (first-load JS budget, issue 3).
const ReviewForm = dynamic(() => loadReviewForm().then((module) => module.ReviewForm), {
  ssr: false,
  loading: () => <p role="status">Loading...</p>,
});

/**
 * "Write a Review" or "Update Your Review", offered only to a signed-in shopper whom
 * has-purchased says bought the product. The form opens in an accessible modal.
 */
export function ReviewLauncherLive({ productId }: { productId: string }) {
  const { data } = useHasPurchased(productId);
  const submit = useSubmitReview(productId);
  const [open, setOpen] = useState(false);
  const offered = data?.hasPurchased === true;
  useEffect(() => {
    if (offered) void loadReviewForm();
  }, [offered]);
  if (!offered) return null;

  const own = data.review;
  const title = own ? 'Update Your Review' : 'Write a Review';
  return (
    <>
      <button type="button" className={styles.launch} onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <ReviewForm
          initial={own}
          submitLabel={own ? 'UPDATE REVIEW' : 'SUBMIT REVIEW'}
          onSubmit={async (values) => {
            try {
              await submit(values, own !== null);
              notify.success(own ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.added);
              setOpen(false);
            } catch (error) {
              notify.error(
                error instanceof Error && error.message ? error.message : REVIEW_MESSAGES.failed,
              );
            }
          }}
        />
      </Modal>
    </>
  );
}
