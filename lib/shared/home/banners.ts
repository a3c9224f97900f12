import type { Banner as ApiBanner } from '@/lib/contract';
import { toImagePath } from '@/lib/shared/catalog/mappers';

/** Where a slide or advert leads: a path of this storefront, or a page of another site. */
export interface BannerLink {
  href: string;
  external: boolean;
}

/** A slide or advert as the home page shows it: a same-origin image and a link that is safe. */
export interface Banner {
  id: string;
  title: string;
  /** Same-origin image path (/media/...). */
  image: string;
  /** Null when the API's url is not a link this page may render (e.g. `javascript:`). */
  link: BannerLink | null;
}

/**
 * Banner urls are typed in by marketplace staff: only a path of this site ("/shop", never the
 * protocol-relative "//host") or an http(s) address of another site becomes a link.
 */
export function bannerLink(url: string): BannerLink | null {
  const value = url.trim();
  if (value.startsWith('/')) {
    return /^\/[/\\]/.test(value) ? null : { href: value, external: false };
  }
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { href: parsed.href, external: true }
      : null;
  } catch {
    return null;
  }
}

/** The home page's banner, or null when it has no image that can be shown here. */
export function toBanner(banner: ApiBanner): Banner | null {
  const image = toImagePath(banner.image);
  if (!image) return null;
  return { id: banner._id, title: banner.title.trim(), image, link: bannerLink(banner.url) };
}

/** How many adverts open the block in the compact two-up variant (spec section 2). */
export const COMPACT_ADVERTS = 2;

/** The first adverts go side by side in the compact variant; the rest are full width. */
export function splitAdverts<T>(adverts: readonly T[]): { compact: T[]; wide: T[] } {
  return { compact: adverts.slice(0, COMPACT_ADVERTS), wide: adverts.slice(COMPACT_ADVERTS) };
}
