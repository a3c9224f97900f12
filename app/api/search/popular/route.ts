import { NextResponse } from 'next/server';
import { getPopularSearches } from '@/lib/server/marketplace/catalog';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import type { PopularSearches } from '@/lib/shared/search-suggestions';

/**
 * GET /api/search/popular: the search box's popular searches (decision 057), for its client
 * island when it is first focused. The same for every shopper: read per request from the data
 * cache (the catalog's lifetime), never at build, when no API runs.
 */
export async function GET() {
  try {
    return NextResponse.json<PopularSearches>(
      { searches: await getPopularSearches() },
      { headers: { 'cache-control': 'public, max-age=300' } },
    );
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    console.error(`Popular searches failed (${error.status}): ${error.message}`);
    return NextResponse.json(
      { message: 'Popular searches are unavailable right now' },
      { status: 502 },
    );
  }
}
