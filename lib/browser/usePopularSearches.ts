'use client';

import useSWR from 'swr';
import { callBff } from '@/lib/browser/bff';
import type { PopularSearches } from '@/lib/shared/search-suggestions';

const POPULAR_SEARCHES_URL = '/api/search/popular';
const NONE: string[] = [];

async function fetchPopularSearches(url: string): Promise<string[]> {
  const answer = await callBff<PopularSearches>(url, { cache: 'default' });
  const searches = answer.ok ? answer.data?.searches : undefined;
  return Array.isArray(searches) ? searches.filter((text) => typeof text === 'string') : NONE;
}

/**
 * The popular searches (GET /api/search/popular), asked once a page load and only once `enabled`
 * (the search box was focused). None until loaded or on failure: the box then offers only the
 * shopper's recent searches.
 */
export function usePopularSearches(enabled: boolean): string[] {
  const { data } = useSWR(enabled ? POPULAR_SEARCHES_URL : null, fetchPopularSearches, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 300_000,
  });
  return data ?? NONE;
}
