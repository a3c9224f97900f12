import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/server/settings';

// SITE_NAME is read at run time, like the pages' titles.
export const dynamic = 'force-dynamic';

/** Theme colour of the header, as the root layout's viewport sets it. */
const THEME_COLOR = '#1f7a3a';

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next): with it and the
 * service worker, Android offers "Add to Home screen" (decision 044). The PNG icons are made from
 * app/icon.svg by `npm run icons` and committed.
 */
export default function manifest(): MetadataRoute.Manifest {
  const { siteName } = getSettings();
  return {
    id: '/',
    name: siteName,
    short_name: siteName,
    description: 'Fresh farm produce from verified Nigerian vendors, priced in naira.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
