'use client';

import useSWR from 'swr';
import * as api from '@/lib/browser/api/header';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';

/** The links are a nicety: a slow answer is given up rather than left hanging. */
const CATEGORIES_TIMEOUT_MS = 10_000;
const NONE: CategoryLink[] = [];

async function fetchCategories(): Promise<CategoryLink[]> {
  const answer = await api.categories.links({
    signal: AbortSignal.timeout(CATEGORIES_TIMEOUT_MS),
    // The route's own Cache-Control (five minutes) decides, as for the page's other catalog reads.
    cache: 'default',
  });
  const links = answer.ok ? answer.data?.categories : undefined;
  return Array.isArray(links) ? links : NONE;
}

/**
 * The header's category links (GET /api/categories), one request per page load however many
 * islands ask; `enabled` false asks nothing (a phone's hidden row). Empty until loaded, and on a
 * failure or after the timeout: the menu then simply has no categories.
 */
export function useCategoryLinks(enabled = true): CategoryLink[] {
  const { data } = useSWR(enabled ? api.categories.links.url() : null, fetchCategories, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 300_000,
  });
  return data ?? NONE;
}
