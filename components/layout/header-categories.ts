import 'server-only';
import { categoryLinks, type CategoryLink } from '@/lib/catalog/category-links';
import { getCategories, orFailure } from '@/lib/marketplace/lists';

/**
 * The header's categories, nationwide (the header is the same HTML for every shopper): those with
 * products. None when the API cannot be reached (during `next build`, or down): the header renders
 * without them and the cached page is refreshed with them later.
 */
export async function headerCategories(): Promise<CategoryLink[]> {
  return categoryLinks((await orFailure(getCategories(), 'Header: categories')) ?? []);
}
