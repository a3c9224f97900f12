import '@/lib/server/server-only';
import type { Metadata } from 'next';
import { getSettings } from '@/lib/server/settings';

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

/**
 * Metadata of a list page (shop, search): its title, description and canonical path, repeated in
 * the OpenGraph and Twitter cards that link previews read.
 */
export function listPageMetadata({
  title,
  description,
  canonical,
}: {
  title: string;
  description: string;
  canonical: string;
}): Metadata {
  const cardTitle = `${title} | ${getSettings().siteName}`;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title: cardTitle, description, url: canonical, type: 'website' },
    twitter: { card: 'summary', title: cardTitle, description },
  };
}
