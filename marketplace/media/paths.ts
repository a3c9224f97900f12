/**
 * The URL scheme of locally generated images. Every image field of the seed is one of these
 * paths; the media route draws the picture from the path alone, so no image is ever stored
 * or fetched. One module owns the scheme so that the seed and the route cannot drift apart.
 *
 *   /media/products/<category-slug>--<title-slug>-<variant>.png   600x600, variant 1-3
 *   /media/stores/<store-slug>-logo.png                           200x200
 *   /media/stores/<store-slug>-cover.png                          1200x300
 *   /media/sliders/<headline-slug>-desktop.png                    1200x400
 *   /media/sliders/<headline-slug>-mobile.png                     800x400
 *   /media/adverts/<headline-slug>.png                            800x400
 */

export const MEDIA_KINDS = ['products', 'stores', 'sliders', 'adverts'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_FILE_PATTERN = /^[a-z0-9-]{1,80}\.png$/;
const MAX_NAME = 80;

/** Lower-case words joined by hyphens: "Fresh tomatoes (basket)" -> "fresh-tomatoes-basket". */
export function slugify(text: string, maxLength = MAX_NAME): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > maxLength / 2 ? cut.slice(0, lastBreak) : cut).replace(/-+$/, '');
}

export function productImagePath(category: string, title: string, variant: number): string {
  const categorySlug = slugify(category, 20);
  const room = MAX_NAME - categorySlug.length - 4;
  return `/media/products/${categorySlug}--${slugify(title, room)}-${variant}.png`;
}

export function storeLogoPath(storeName: string): string {
  return `/media/stores/${slugify(storeName, MAX_NAME - 5)}-logo.png`;
}

export function storeCoverPath(storeName: string): string {
  return `/media/stores/${slugify(storeName, MAX_NAME - 6)}-cover.png`;
}

export function sliderImagePath(headline: string, type: 'Desktop' | 'Mobile'): string {
  const suffix = type === 'Desktop' ? 'desktop' : 'mobile';
  return `/media/sliders/${slugify(headline, MAX_NAME - suffix.length - 1)}-${suffix}.png`;
}

export function advertImagePath(headline: string): string {
  return `/media/adverts/${slugify(headline)}.png`;
}

/** What a valid media path asks for: enough to draw it, with no lookup. */
export type MediaRequest =
  | { kind: 'products'; category: string; name: string; variant: number }
  | { kind: 'stores'; role: 'logo' | 'cover'; name: string }
  | { kind: 'sliders'; format: 'desktop' | 'mobile'; name: string }
  | { kind: 'adverts'; name: string };

/** Parses `/media/:kind/:file`; null for anything outside the scheme (the route answers 404). */
export function parseMediaPath(kind: string, file: string): MediaRequest | null {
  if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !MEDIA_FILE_PATTERN.test(file)) {
    return null;
  }
  const stem = file.slice(0, -'.png'.length);
  if (!/[a-z0-9]/.test(stem)) return null;
  switch (kind as MediaKind) {
    case 'products': {
      const match = /^(?:([a-z0-9-]+?)--)?([a-z0-9][a-z0-9-]*?)(?:-([1-9]))?$/.exec(stem);
      if (!match) return null;
      return {
        kind: 'products',
        category: match[1] ?? '',
        name: match[2],
        variant: match[3] ? Number(match[3]) : 1,
      };
    }
    case 'stores': {
      const match = /^([a-z0-9][a-z0-9-]*)-(logo|cover)$/.exec(stem);
      return match ? { kind: 'stores', name: match[1], role: match[2] as 'logo' | 'cover' } : null;
    }
    case 'sliders': {
      const match = /^([a-z0-9][a-z0-9-]*)-(desktop|mobile)$/.exec(stem);
      return match
        ? { kind: 'sliders', name: match[1], format: match[2] as 'desktop' | 'mobile' }
        : null;
    }
    case 'adverts':
      return /^[a-z0-9]/.test(stem) ? { kind: 'adverts', name: stem } : null;
  }
}

/** Pixel size of each picture, fixed by what it is. */
export function mediaSize(request: MediaRequest): { width: number; height: number } {
  switch (request.kind) {
    case 'products':
      return { width: 600, height: 600 };
    case 'stores':
      return request.role === 'logo' ? { width: 200, height: 200 } : { width: 1200, height: 300 };
    case 'sliders':
      return request.format === 'desktop'
        ? { width: 1200, height: 400 }
        : { width: 800, height: 400 };
    case 'adverts':
      return { width: 800, height: 400 };
  }
}
