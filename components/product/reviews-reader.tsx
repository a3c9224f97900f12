import * as api from '@/lib/browser/api';
import { unwrap } from '@/lib/browser/bff-fetcher';
import { toReview } from '@/lib/shared/catalog/mappers';
import { REVIEW_MESSAGES } from '@/lib/shared/reviews/messages';
import { ReviewList } from './ReviewList';

/** Reads a product's reviews through the BFF and draws them; throws when they cannot be read. */
export async function readReviewList(productId: string) {
  const { reviews } = await unwrap(
    api.reviews.list(productId),
    (c) => c.reviewsResponse,
    REVIEW_MESSAGES.loadFailed,
  );
  return <ReviewList reviews={reviews.map(toReview)} />;
}
