import { NextResponse } from 'next/server';
import { categoryLinks, type CategoryLink } from '@/lib/shared/catalog/category-links';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getCategories } from '@/lib/server/marketplace/lists';

/**
 * GET /api/categories: the header's categories (those with products, nationwide), for its client
 * island. Read per request from the data cache (the catalog's lifetime), never at build, when no
 * API runs: a page prerendered then would keep an empty menu.
 */
export async function GET() {
  try {
    const categories = categoryLinks(await getCategories());
    return NextResponse.json<{ categories: CategoryLink[] }>(
      { categories },
      { headers: { 'cache-control': 'public, max-age=300' } },
    );
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    console.error(`Header categories failed (${error.status}): ${error.message}`);
    return NextResponse.json({ message: 'Categories are unavailable right now' }, { status: 502 });
  }
}
