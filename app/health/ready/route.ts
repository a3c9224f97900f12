import { NextResponse } from 'next/server';
import { isMarketplaceError } from '@/lib/marketplace/errors';
import { checkMarketplaceReady } from '@/lib/marketplace/health';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /health/ready: readiness, for a load balancer. 200 when the marketplace API answers its own
 * readiness from its database; 503 with the reason when it does not, since every catalog page not
 * yet cached, every cart and every order then fails.
 */
export async function GET() {
  try {
    await checkMarketplaceReady();
    return NextResponse.json({ status: 'ready' }, { headers: NO_STORE });
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    const message = `The marketplace API is not ready: ${error.message}`;
    console.error(`${message} (${error.status})`);
    return NextResponse.json(
      { status: 'unavailable', message },
      { status: 503, headers: { ...NO_STORE, 'retry-after': '30' } },
    );
  }
}
