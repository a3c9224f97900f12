import { and, count, desc, eq } from 'drizzle-orm';
import type { SavedItemsResponse } from '../../lib/contract/commerce';
import { isVisibleProduct, productsInOrder } from '../catalog/products';
import type { Database } from '../db/client';
import { savedItems } from '../db/schema';
import { notFound } from '../errors';
import { PRODUCT_NOT_FOUND, productIdOf } from './product-ref';

export const SAVED_ITEMS_MESSAGES = {
  added: 'Added to saved items',
  removed: 'Removed from saved items',
} as const;

/**
 * One page of the customer's saved items, newest first. Each carries the product exactly as the
 * product call answers it (the catalog's own query and mapper), or null when the product was
 * removed or its store hidden: the shopper sees "Product not available." and can remove it.
 */
export async function listSavedItems(
  db: Database,
  customerId: number,
  { page, limit, productId }: { page: number; limit: number; productId?: string },
): Promise<SavedItemsResponse> {
  const mine = and(
    eq(savedItems.customerId, customerId),
    productId === undefined ? undefined : eq(savedItems.productId, Number(productId)),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(savedItems)
      .where(mine)
      .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(savedItems).where(mine),
  ]);
  const found = await productsInOrder(
    db,
    rows.map((row) => row.productId),
  );
  const byId = new Map(found.map((product) => [product._id, product]));
  return {
    savedItems: rows.map((row) => ({
      _id: String(row.id),
      productId: byId.get(String(row.productId)) ?? null,
      savedProductId: String(row.productId),
      createdAt: row.createdAt.toISOString(),
    })),
    totalPages: Math.ceil(total / limit),
    currentPage: page,
  };
}

/** Saves a product a shopper can see; saving it again keeps the one entry (and its date). */
export async function saveItem(db: Database, customerId: number, rawProductId: unknown) {
  const productId = productIdOf(rawProductId);
  if (!(await isVisibleProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  await db
    .insert(savedItems)
    .values({ customerId, productId })
    .onConflictDoNothing({ target: [savedItems.customerId, savedItems.productId] });
  return { message: SAVED_ITEMS_MESSAGES.added };
}

/**
 * Removes a saved product, even one that is gone from the catalog; removing one that is not saved
 * changes nothing (a repeated tap).
 */
export async function unsaveItem(db: Database, customerId: number, rawProductId: unknown) {
  const productId = productIdOf(rawProductId);
  await db
    .delete(savedItems)
    .where(and(eq(savedItems.customerId, customerId), eq(savedItems.productId, productId)));
  return { message: SAVED_ITEMS_MESSAGES.removed };
}
