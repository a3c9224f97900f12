'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { refreshProductPage } from '@/lib/server/actions/refresh-product-page';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import * as api from '@/lib/browser/api';
import type { HasPurchasedResponse, ReviewBody } from '@/lib/contract/commerce';
import { markSignedOut } from '@/lib/browser/cart/badge';
import { BffError, bffFetcher, isSignInError, unwrap } from '@/lib/browser/bff-fetcher';
import { hasPurchasedKey } from '@/lib/browser/swr-keys';
import { REVIEW_MESSAGES } from '@/lib/shared/reviews/messages';

const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

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
 * Writes (POST) or updates (PUT) the shopper's review, then refreshes what shows it: the form's own
 * review here, and the product page's stars, tab count and list by expiring its cached page in a
 * server action, which answers with the page rendered again. Throws a BffError with the server's
 * message or the default when the review is not saved.
 */
export function useSubmitReview(productId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: ReviewBody, isUpdate: boolean) => {
      const { review } = await unwrap(
        api.reviews[isUpdate ? 'update' : 'write'](productId, values),
        (c) => c.reviewSavedResponse,
        REVIEW_MESSAGES.failed,
      );
      await mutate<HasPurchasedResponse>(
        hasPurchasedKey(productId),
        (current) => ({ hasPurchased: current?.hasPurchased ?? true, review }),
        { revalidate: false },
      );
      // Not awaited: the review is saved, and the page follows as soon as it is rendered again (if
      // that fails, the next visit shows it).
      refreshProductPage(productId).catch(() => undefined);
    },
    [mutate, productId],
  );
}
