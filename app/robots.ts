import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/seo';

// SITE_URL is read at runtime, so this is answered per request rather than frozen at build.
export const dynamic = 'force-dynamic';

/** Pages that belong to one shopper or do nothing for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/saved-items',
  '/orders',
  '/manage-account',
  '/become-supplier',
  '/support',
  '/banking',
  '/transactions',
  '/review',
  '/settings',
  '/change-password',
  '/products/all-products',
  // The login-required /products page itself; /products/{id} stays open (`$` ends the match).
  '/products$',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
