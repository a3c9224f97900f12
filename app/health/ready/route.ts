import { NextResponse } from 'next/server';
import { guardedRedis } from '@/lib/server/cache/guarded-redis.mjs';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { checkMarketplaceReady } from '@/lib/server/marketplace/health';
import { getSettings } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * 'up' or 'down' for the Redis roles this replica uses (REDIS_URL, REDIS_CACHE_URL), or 'off'
 * without Redis. Answered at once while Redis is known to be away (lib/server/cache/guarded-redis.mjs).
 */
async function redisState(): Promise<'up' | 'down' | 'off'> {
  const { redisUrl } = getSettings();
  if (!redisUrl) return 'off';
  const urls = new Set([redisUrl, process.env.REDIS_CACHE_URL?.trim() || redisUrl]);
  const states = await Promise.all([...urls].map((url) => guardedRedis(url).health()));
  return states.every((state) => state === 'up') ? 'up' : 'down';
}

/**
 * GET /health/ready: readiness, for a load balancer. 200 when the marketplace API answers its own
 * readiness from its database; 503 with the reason when it does not, since every catalog page not
 * yet cached, every cart and every order then fails. Redis being away is reported (`degraded`) but
 * still 200: the replica serves from its own memory and renders the rest (decision 052), and
 * taking every replica out for a shared cache would turn a slower site into no site.
 */
export async function GET() {
  const redis = await redisState();
  try {
    await checkMarketplaceReady();
  } catch (error) {
    if (!isMarketplaceError(error)) throw error;
    const message = `The marketplace API is not ready: ${error.message}`;
    console.error(`${message} (${error.status})`);
    return NextResponse.json(
      { status: 'unavailable', message, redis },
      { status: 503, headers: { ...NO_STORE, 'retry-after': '30' } },
    );
  }
  if (redis === 'down') {
    return NextResponse.json(
      {
        status: 'degraded',
        redis,
        message:
          'Redis is unreachable: pages come from this replica’s memory or are rendered again',
      },
      { headers: NO_STORE },
    );
  }
  return NextResponse.json({ status: 'ready', redis }, { headers: NO_STORE });
}
