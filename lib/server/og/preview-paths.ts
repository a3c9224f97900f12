import { createHash } from 'node:crypto';

/** The size every link-preview image is drawn at: Open Graph's recommended 1.91:1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_TYPE = 'image/jpeg';

/**
 * A short fingerprint of what a preview image shows. It is part of the image's address, so a
 * change of price, title, photo or product count gives a new address: link-preview bots and CDNs
 * may keep an image for ever, and a new price can never show under an old picture (decision 043).
 */
export function previewVersion(parts: readonly (string | number | boolean | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
}

export interface ProductPreviewFacts {
  id: string;
  title: string;
  price: number;
  originalPrice: number;
  isDiscounted: boolean;
  image: string;
}

export function productPreviewVersion(product: ProductPreviewFacts): string {
  return previewVersion([
    product.title,
    product.price,
    product.isDiscounted ? product.originalPrice : null,
    product.image,
  ]);
}

/** /og/products/<id>/<version>.jpg */
export function productPreviewPath(product: ProductPreviewFacts): string {
  return `/og/products/${product.id}/${productPreviewVersion(product)}.jpg`;
}

export interface StorePreviewFacts {
  storeName: string;
  logo: string | null;
  tradingBusinessName: string;
  productCount: number;
}

export function storePreviewVersion(store: StorePreviewFacts): string {
  return previewVersion([
    store.storeName,
    store.logo,
    store.tradingBusinessName,
    store.productCount,
  ]);
}

/** /og/stores/<store name>/<version>.jpg */
export function storePreviewPath(store: StorePreviewFacts): string {
  return `/og/stores/${encodeURIComponent(store.storeName)}/${storePreviewVersion(store)}.jpg`;
}

/** The version a requested file name asks for, or null when it is not `<version>.jpg`. */
export function requestedVersion(file: string): string | null {
  return /^([A-Za-z0-9_-]{12})\.jpg$/.exec(file)?.[1] ?? null;
}
