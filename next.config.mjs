import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { FLUTTERWAVE_CHECKOUT_ORIGIN, securityHeaders } from './lib/server/security-headers.mjs';

/**
 * Nothing here reads the marketplace API's address: the same build runs against any API named by
 * MARKETPLACE_API_URL at runtime (see lib/server/settings.ts). Product images reach the browser and the
 * image optimizer as same-origin /media/... paths through app/media/[...path]/route.ts.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Replicas built on different machines must agree on the build's id (assets, skew protection);
  // NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, read by Next itself, does the same for Server Actions.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  experimental: {
    // Fewer, larger stylesheets: each is a render-blocking request (numbers: bench/NOTES.md).
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
    // Fewer, larger scripts: fewer round trips for a first visit on a slow phone connection, at the
    // price of some code fetched twice on later navigations (numbers: bench/NOTES.md).
    turbopackChunking: {
      minChunkSize: 500_000,
      maxChunkCountPerGroup: 2,
      maxMergeChunkSize: 2_000_000,
    },
  },
  images: {
    formats: ['image/webp'],
    // Phones first: cards are about half of a 360-430 px screen; 2x and 3x screens double that.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [96, 128, 192, 256, 384],
    // 40: Lite mode's images (lib/shared/lite-mode.ts, decision 047).
    qualities: [40, 75],
    // Product images change only with a new path, so an optimised copy can live for a day.
    minimumCacheTTL: 86400,
    localPatterns: [
      { pathname: '/media/**', search: '' },
      { pathname: '/placeholder.jpg', search: '' },
    ],
  },
  // Security headers on every answer, pages, route handlers and static files alike. `next build`
  // fixes them in the build (routes-manifest.json), so nothing here depends on a run-time setting:
  // the middleware sends pages' CSP again with the sandbox payment page's origin (decision 029).
  // The image proxy under /media keeps the stricter policy it sets itself (no script at all).
  async headers() {
    const development = process.env.NODE_ENV !== 'production';
    const paymentOrigins = [FLUTTERWAVE_CHECKOUT_ORIGIN];
    const all = securityHeaders({ paymentOrigins, development });
    const isPolicy = (header) => header.key === 'Content-Security-Policy';
    return [
      { source: '/:path*', headers: all.filter((header) => !isPolicy(header)) },
      { source: '/:path((?!media/).*)', headers: all.filter(isPolicy) },
    ];
  },
};

/**
 * Replicas share Next's cache in Redis when REDIS_URL is set at start (decision 035); without it,
 * Next's own cache. Never named at build (a handler named then is compiled in): `next start` reads
 * this file again, so one build serves both.
 */
export default function config(phase) {
  const redis = phase !== PHASE_PRODUCTION_BUILD && Boolean(process.env.REDIS_URL);
  const handler = new URL('./lib/server/cache/redis-cache-handler.mjs', import.meta.url);
  return redis ? { ...nextConfig, cacheHandler: fileURLToPath(handler) } : nextConfig;
}
