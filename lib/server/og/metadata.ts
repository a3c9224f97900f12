import 'server-only';
import { formatNaira } from '@/lib/shared/money';
import { absoluteUrl } from '@/lib/server/seo';
import { storePreviewFacts } from './facts';
import {
  PREVIEW_SIZE,
  PREVIEW_TYPE,
  productPreviewPath,
  storePreviewPath,
  type ProductPreviewFacts,
} from './preview-paths';

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

/**
 * A product page's og:image and twitter:image, with their size, type and alt text. The alt text
 * says what the picture says (title and price) for those who cannot see it.
 */
export function productPreviewImage(product: ProductPreviewFacts): PreviewImage {
  return {
    url: absoluteUrl(productPreviewPath(product)),
    ...PREVIEW_SIZE,
    type: PREVIEW_TYPE,
    alt: `${product.title}, ${formatNaira(product.price)}`,
  };
}

/**
 * A store page's preview picture, or undefined when the store's product count cannot be read
 * (the page's head then goes without a picture rather than fail).
 */
export async function storePreviewImage(storeName: string): Promise<PreviewImage | undefined> {
  const facts = await storePreviewFacts(storeName).catch(() => null);
  if (!facts) return undefined;
  const products = facts.productCount === 1 ? 'product' : 'products';
  return {
    url: absoluteUrl(storePreviewPath(facts)),
    ...PREVIEW_SIZE,
    type: PREVIEW_TYPE,
    alt: `${facts.storeName} logo, ${facts.productCount} ${products}`,
  };
}
