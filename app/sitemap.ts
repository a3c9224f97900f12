import type { MetadataRoute } from 'next';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getSitemapEntries } from '@/lib/server/marketplace/sitemap';
import { absoluteUrl } from '@/lib/server/seo';

// Built per request, never at build time (no API runs then, and SITE_URL is a runtime setting);
// the API call behind it is cached like the rest of the catalog. A failed call therefore gives
// the static pages for that one request only, instead of a poor sitemap cached for hours.
export const dynamic = 'force-dynamic';

const STATIC_PAGES: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/shop', priority: 0.9 },
  { path: '/search', priority: 0.3 },
  { path: '/about', priority: 0.3 },
  { path: '/contact', priority: 0.3 },
  { path: '/privacy', priority: 0.2 },
  { path: '/terms', priority: 0.2 },
  { path: '/refund', priority: 0.2 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = STATIC_PAGES.map(({ path, priority }) => ({
    url: absoluteUrl(path),
    changeFrequency: 'daily',
    priority,
  }));
  try {
    const { products, stores } = await getSitemapEntries();
    return [
      ...pages,
      ...stores.map((store) => ({
        url: absoluteUrl(`/vendors/${encodeURIComponent(store.storeName)}`),
        changeFrequency: 'daily' as const,
        priority: 0.7,
      })),
      ...products.map((product) => ({
        url: absoluteUrl(`/products/${product._id}`),
        lastModified: product.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.8,
      })),
    ];
  } catch (error) {
    console.error(
      'Sitemap: catalog failed',
      isMarketplaceError(error) ? `(${error.status}) ${error.message}` : error,
    );
    return pages;
  }
}
