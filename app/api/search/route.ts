import { NextResponse, type NextRequest } from 'next/server';
import { searchCatalog } from '@/lib/server/marketplace/catalog';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import {
  NO_SUGGESTIONS,
  normaliseQuery,
  toSearchSuggestions,
  type SearchSuggestions,
} from '@/lib/shared/search-suggestions';
import { getLocation } from '@/lib/server/session';

/**
 * GET /api/search?query= : the header's suggestions, products and stores of every state, the
 * nearest to the shopper's location first (decision 054). Empty text answers empty lists without asking the marketplace. The marketplace's
 * answer is kept a minute in this replica's memory (lib/server/marketplace/catalog.ts), never in the
 * shared cache.
 */
export async function GET(request: NextRequest) {
  const query = normaliseQuery(request.nextUrl.searchParams.get('query') ?? '');
  if (!query) return NextResponse.json<SearchSuggestions>(NO_SUGGESTIONS);
  try {
    const answer = await searchCatalog(query, await getLocation());
    return NextResponse.json<SearchSuggestions>(toSearchSuggestions(answer), {
      // The browser may reuse an answer briefly while the shopper retypes; no shared caches.
      headers: { 'cache-control': 'private, max-age=60' },
    });
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    console.error(`Search suggestions failed (${error.status}): ${error.message}`);
    return NextResponse.json(
      { message: 'Search is unavailable right now' },
      { status: error.status >= 500 ? 502 : error.status },
    );
  }
}
