'use server';

import { updateTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/server/marketplace/cache';
import { isProductId } from '@/lib/server/marketplace/product';
import { getSession } from '@/lib/server/session';

/**
 * After a shopper's review is saved: expires this product's cached page and data (tag
 * `product:<id>`, decision 004), so the next visitor, and the shopper's own page, show the new
 * stars and review instead of waiting up to five minutes. Only a signed-in shopper can ask, and
 * only for a product id, so it cannot be used to flush the catalog cache at large.
 */
export async function refreshProductPage(productId: string): Promise<void> {
  if (!isProductId(productId)) return;
  const { token } = await getSession();
  if (!token) return;
  updateTag(CACHE_TAGS.product(productId));
}
