import { FLUTTERWAVE_CHECKOUT_ORIGIN, securityHeaders } from './lib/security-headers.mjs';

/**
 * Nothing here reads the marketplace API's address: the same build runs against any API named by
 * MARKETPLACE_API_URL at runtime (see lib/settings.ts). Product images reach the browser and the
 * image optimizer as same-origin /media/... paths through app/media/[...path]/route.ts.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/serve.mjs compresses instead, with brotli where the browser takes it (decision 025).
  // `next start` and `next dev` now send responses uncompressed: npm start runs scripts/serve.mjs.
  compress: false,
  experimental: {
    // Fewer, larger stylesheets: each one is a render-blocking request, and on a phone's HTTP/1.1
    // connections (six per host) they delayed the page's scripts and first paint. The shop page
    // went from six stylesheets to four with about the same bytes; computed styles of every
    // element on the main pages were compared against the default chunking and matched.
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
    // Fewer, larger scripts. Most shoppers arrive on one page from a shared link over a slow
    // connection, where each extra script is one more round trip on the phone's six connections:
    // merging what Turbopack allows (within each layout's and page's group, react-dom included)
    // took the product page from 11 scripts to 7 with the same bytes (146.7 kB), and Lighthouse's
    // simulated LCP on the four bench pages from 1.8-2.6 s to 1.6-2.0 s (decision 019). The price
    // is some code fetched twice on later client navigations.
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
    qualities: [75],
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

export default nextConfig;
