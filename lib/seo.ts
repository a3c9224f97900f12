import 'server-only';
import { getSettings } from '@/lib/settings';

/** The absolute URL of a storefront path, for canonical links, OpenGraph and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${getSettings().siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written as \u003c so that vendor text
 * containing `</script>` can never close the tag early (and `>`, `&` likewise for good measure).
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
