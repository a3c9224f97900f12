'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import * as api from '@/lib/browser/api';
import type { SavedItem, SavedItemsResponse } from '@/lib/contract/commerce';
import { markSignedOut } from '@/lib/browser/cart/badge';
import { messageOf } from '@/lib/shared/api-message';
import { BffError, bffFetcher, isSignInError } from './bff-fetcher';
import { isSavedItemsKey, savedItemsKey, savedLookupKey } from './swr-keys';

const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  onError: (error: unknown) => {
    if (isSignInError(error)) markSignedOut();
  },
} as const;

const fetchSavedItems = bffFetcher((c) => c.savedItemsResponse, 'Failed to fetch saved items');

/** One page (10) of the Saved Items page. */
export function useSavedItems(page: number) {
  return useSWR<SavedItemsResponse, BffError>(savedItemsKey(page), fetchSavedItems, OPTIONS);
}

/**
 * Whether the shopper saved this product, for the product page's saved flag: the API's entry for
 * this one product, fetched only for a signed-in shopper. `ready` is false until it is known.
 */
export function useIsSaved(productId: string) {
  const { summary, loaded } = useSessionSummary();
  const signedIn = loaded && summary.customer !== null;
  const { data } = useSWR<SavedItemsResponse, BffError>(
    signedIn ? savedLookupKey(productId) : null,
    fetchSavedItems,
    OPTIONS,
  );
  const saved = (data?.savedItems ?? []).some((item) => item.savedProductId === productId);
  return { saved, ready: data !== undefined, signedIn, loaded };
}

export interface SavedActionResult {
  ok: boolean;
  status: number;
  message: string;
}

/** Save and remove; every saved-items list on screen is fetched again after a change. */
export function useSavedItemActions() {
  const { mutate } = useSWRConfig();

  const run = useCallback(
    async (path: 'add' | 'remove', productId: string, fallback: string) => {
      const result = await api.savedItems[path]({ productId });
      if (!result.ok) {
        if (result.status === 401) markSignedOut();
        return { ok: false, status: result.status, message: result.message ?? fallback };
      }
      void mutate(isSavedItemsKey);
      return { ok: true, status: result.status, message: '' };
    },
    [mutate],
  );

  /**
   * Shows `change` on the cached list at `key` at once, makes the call, keeps the change when the
   * server takes it and puts the list back (with the server's message) when it refuses.
   */
  const changeOptimistically = useCallback(
    async (
      key: string,
      path: 'add' | 'remove',
      productId: string,
      fallback: string,
      change: (current?: SavedItemsResponse) => SavedItemsResponse,
      revalidate: boolean,
    ): Promise<SavedActionResult> => {
      try {
        await mutate<SavedItemsResponse>(
          key,
          async (current) => {
            const result = await run(path, productId, fallback);
            if (!result.ok) throw new BffError(result.status, result.message, fallback);
            return change(current);
          },
          { optimisticData: change, rollbackOnError: true, populateCache: true, revalidate },
        );
        return { ok: true, status: 200, message: '' };
      } catch (error) {
        return {
          ok: false,
          status: error instanceof BffError ? error.status : 0,
          message: messageOf(error, fallback),
        };
      }
    },
    [mutate, run],
  );

  /** Removes an entry from one page at once, and puts it back if the server refuses. */
  const removeFromPage = useCallback(
    (page: number, productId: string, fallback: string): Promise<SavedActionResult> => {
      const without = (current?: SavedItemsResponse): SavedItemsResponse =>
        current
          ? {
              ...current,
              savedItems: current.savedItems.filter((item) => item.savedProductId !== productId),
            }
          : { savedItems: [], totalPages: 0, currentPage: page };
      return changeOptimistically(
        savedItemsKey(page),
        'remove',
        productId,
        fallback,
        without,
        true,
      );
    },
    [changeOptimistically],
  );

  /**
   * Saves or removes one product for the product page: the saved flag (from the product's own
   * entry) changes at once and goes back if the server refuses.
   */
  const setSaved = useCallback(
    (productId: string, saved: boolean, fallback: string): Promise<SavedActionResult> => {
      const toggled = (current?: SavedItemsResponse): SavedItemsResponse => {
        const items = (current?.savedItems ?? []).filter(
          (item) => item.savedProductId !== productId,
        );
        const entry: SavedItem = {
          _id: `pending-${productId}`,
          productId: null,
          savedProductId: productId,
          createdAt: new Date().toISOString(),
        };
        return {
          savedItems: saved ? [entry, ...items] : items,
          totalPages: current?.totalPages ?? 1,
          currentPage: 1,
        };
      };
      return changeOptimistically(
        savedLookupKey(productId),
        saved ? 'add' : 'remove',
        productId,
        fallback,
        toggled,
        false,
      );
    },
    [changeOptimistically],
  );

  return { setSaved, removeFromPage };
}
