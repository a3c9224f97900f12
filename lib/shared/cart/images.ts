import { PLACEHOLDER_IMAGE, toImagePath } from '@/lib/shared/catalog/mappers';

/** The first image the storefront can serve, else the placeholder. */
export function firstImage(images: readonly string[] | undefined): string {
  for (const image of images ?? []) {
    const path = toImagePath(image);
    if (path) return path;
  }
  return PLACEHOLDER_IMAGE;
}
