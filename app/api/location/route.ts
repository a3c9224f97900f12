import { NextResponse, type NextRequest } from 'next/server';
import { getWarehouseStates } from '@/lib/server/marketplace/catalog';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { refuseCrossOrigin } from '@/lib/server/bff/respond';
import { isLocationChoice } from '@/lib/shared/location';
import { saveLocation } from '@/lib/server/session';

/** GET /api/location : the marketplace's warehouse states, for the first visit's automatic choice. */
export async function GET() {
  try {
    return NextResponse.json({ states: await getWarehouseStates() });
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    console.error(`Warehouse states failed (${error.status}): ${error.message}`);
    return NextResponse.json({ message: 'Locations are unavailable right now' }, { status: 502 });
  }
}

function badRequest(message: string, status = 400) {
  return NextResponse.json({ message }, { status });
}

/**
 * POST /api/location {location} : keeps the shopper's choice, one of the 37 states or "All
 * Nigeria" (decision 042), in the location cookie.
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest('Send the location as JSON: { "location": "Lagos" }');
  }
  const location =
    typeof body === 'object' && body !== null ? (body as { location?: unknown }).location : null;
  if (!isLocationChoice(location)) {
    return badRequest('Choose one of the listed states');
  }
  await saveLocation(location);
  return new NextResponse(null, { status: 204 });
}
