'use client';

import useSWR from 'swr';
import * as api from '@/lib/browser/api/header';

const NONE: string[] = [];

async function fetchPopularSearches(): Promise<string[]> {
  const answer = await api.search.popular({ cache: 'default' });
  const searches = answer.ok ? answer.data?.searches : undefined;
  return Array.isArray(searches) ? searches.filter((text) => typeof text === 'string') : NONE;
}

/**
 * The popular searches (GET /api/search/popular), asked once a page load and only once `enabled`
 * (the search box was focused). None until loaded or on failure: the box then offers only the
 * shopper's recent searches.
 */
export function usePopularSearches(enabled: boolean): string[] {
  const { data } = useSWR(enabled ? api.search.popular.url() : null, fetchPopularSearches, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 300_000,
  });
  return data ?? NONE;
}
