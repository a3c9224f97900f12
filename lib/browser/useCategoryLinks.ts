'use client';

import useSWR from 'swr';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';

const CATEGORIES_URL = '/api/categories';

async function fetchCategories(url: string): Promise<CategoryLink[]> {
  const response = await fetch(url);
  if (!response.ok) return [];
  const body = (await response.json()) as { categories?: CategoryLink[] };
  return Array.isArray(body.categories) ? body.categories : [];
}

/**
 * The header's category links (GET /api/categories), one request per page load however many
 * islands ask; `enabled` false asks nothing (a phone's hidden row). Empty until loaded or on
 * failure: the menu then simply has no categories.
 */
export function useCategoryLinks(enabled = true): CategoryLink[] {
  const { data } = useSWR(enabled ? CATEGORIES_URL : null, fetchCategories, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 300_000,
  });
  return data ?? [];
}
