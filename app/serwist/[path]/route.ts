import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/lib/shared/pwa-routes';

/**
 * The service worker (lib/browser/sw.ts) at /serwist/sw.js (and its source map), bundled with esbuild
 * when the storefront is built and served as a static file (decision 044). Precached: the offline
 * page and the build's stylesheets (a few files), so the offline page looks like the shop; the
 * build's scripts and images are cached as pages use them, not all up front on a shopper's data.
 * The offline page's revision changes with every build, so a new build's worker fetches it again;
 * replicas built apart agree on it through NEXT_DEPLOYMENT_ID.
 */
const revision = process.env.NEXT_DEPLOYMENT_ID || randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'lib/browser/sw.ts',
    useNativeEsbuild: true,
    globPatterns: ['.next/static/**/*.css'],
    additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision }],
  },
);
