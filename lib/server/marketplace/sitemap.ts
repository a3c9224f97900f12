import 'server-only';
import { sitemapResponse, type SitemapResponse } from '@/lib/contract';
import { CACHE, CACHE_TAGS, withTags } from './cache';
import { marketplaceFetch } from './client';

/** Every visible product and Live store, for sitemap.xml; cached like the catalog it lists. */
export function getSitemapEntries(): Promise<SitemapResponse> {
  return marketplaceFetch('/api/customer/sitemap', {
    schema: sitemapResponse,
    cache: withTags(CACHE.catalog, CACHE_TAGS.stores),
  });
}
