import { callBff } from '@/lib/bff/browser';
import { unwrap } from '@/lib/client/bff-fetcher';
import { reviewsKey } from '@/lib/client/swr-keys';
import { toReview } from '@/lib/marketplace/mappers';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { ReviewList } from './ReviewList';

/** Reads a product's reviews through the BFF and draws them; throws when they cannot be read. */
export async function readReviewList(productId: string) {
  const { reviews } = await unwrap(
    callBff(reviewsKey(productId)),
    (c) => c.reviewsResponse,
    REVIEW_MESSAGES.loadFailed,
  );
  return <ReviewList reviews={reviews.map(toReview)} />;
}
