'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSessionSummary } from '@/components/layout/useSessionSummary';
import { callBff } from '@/lib/bff/browser';
import type { HasPurchasedResponse, ReviewBody } from '@/lib/contract/commerce';
import { markSignedOut } from '@/lib/cart/badge';
import { BffError, bffFetcher, isSignInError, unwrap } from '@/lib/cart/fetcher';
import { hasPurchasedKey, reviewsKey } from '@/lib/cart/keys';
import { toReview, type ProductReview } from '@/lib/marketplace/mappers';

export const REVIEW_MESSAGES = {
  added: 'Review added successfully',
  updated: 'Review updated successfully',
  failed: 'Failed to submit review',
  loadFailed: 'Failed to load reviews',
} as const;

const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

async function fetchReviews(url: string): Promise<ProductReview[]> {
  const { reviews } = await unwrap(
    callBff(url),
    (c) => c.reviewsResponse,
    REVIEW_MESSAGES.loadFailed,
  );
  return reviews.map(toReview);
}

/**
 * The product's reviews. The cached page brings them (`initial`); the browser fetches them only
 * when the page could not (`initial` null) and after the shopper's own review is saved.
 */
export function useProductReviews(productId: string, initial: ProductReview[] | null) {
  return useSWR<ProductReview[], BffError>(reviewsKey(productId), fetchReviews, {
    ...OPTIONS,
    fallbackData: initial ?? undefined,
    revalidateOnMount: initial === null,
  });
}

export interface RatingSummary {
  averageRating: number;
  numReviews: number;
}

const ratingKey = (productId: string) => `product-rating:${productId}`;

/** The product's stars and count: the page's, until a saved review answers new ones. */
export function useProductRating(productId: string, initial: RatingSummary): RatingSummary {
  const { data } = useSWR<RatingSummary>(ratingKey(productId), null, { fallbackData: initial });
  return data ?? initial;
}

/** Whether the signed-in shopper may review, and their own review; nothing for a visitor. */
export function useHasPurchased(productId: string) {
  const { summary, loaded } = useSessionSummary();
  const signedIn = loaded && summary.customer !== null;
  return useSWR<HasPurchasedResponse, BffError>(
    signedIn ? hasPurchasedKey(productId) : null,
    bffFetcher((c) => c.hasPurchasedResponse, REVIEW_MESSAGES.failed),
    {
      ...OPTIONS,
      onError: (error) => {
        if (isSignInError(error)) markSignedOut();
      },
    },
  );
}

/**
 * Writes (POST) or updates (PUT) the shopper's review, then refreshes what shows it: the list, the
 * stars and the form's own review. Throws a BffError with the server's message or the default.
 */
export function useSubmitReview(productId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: ReviewBody, isUpdate: boolean) => {
      const path = `/api/customer/products/${encodeURIComponent(productId)}/reviews`;
      const saved = await unwrap(
        callBff(path, { method: isUpdate ? 'PUT' : 'POST', body: values }),
        (c) => c.reviewSavedResponse,
        REVIEW_MESSAGES.failed,
      );
      const { averageRating, numReviews, review } = saved;
      await Promise.all([
        mutate<HasPurchasedResponse>(
          hasPurchasedKey(productId),
          (current) => ({ hasPurchased: current?.hasPurchased ?? true, review }),
          { revalidate: false },
        ),
        mutate<RatingSummary>(
          ratingKey(productId),
          { averageRating, numReviews },
          { revalidate: false },
        ),
        mutate(reviewsKey(productId)),
      ]);
    },
    [mutate, productId],
  );
}
