import { NextResponse } from 'next/server';

// Answered on every request, never from a build-time copy.
export const dynamic = 'force-dynamic';

/**
 * GET /health: liveness. 200 while this server answers, whatever the marketplace API's state: a
 * supervisor restarts the storefront only when this fails, not when the API is down (cached pages
 * still serve then). Readiness is /health/ready.
 */
export function GET() {
  return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
