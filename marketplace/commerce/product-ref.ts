import { eq, sql } from 'drizzle-orm';
import { productIdParams } from '../../lib/contract/catalog';
import { productIdField } from '../../lib/contract/commerce';
import type { Queryable } from '../catalog/products';
import { effectivePriceKobo, shownProduct } from '../catalog/conditions';
import { products, vendors } from '../db/schema';
import { badRequest, notFound, parseInput } from '../errors';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Product ids are PostgreSQL integers; a larger number cannot name a product. */
export const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * A product id from a path or body, checked with the contract's rule. A number past the integer
 * range names no product: 404 rather than a database error.
 */
export function productIdOf(raw: unknown): number {
  const parsed = productIdField.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  const id = Number(parsed.data);
  if (id > MAX_PRODUCT_ID) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

/** The product id of a `/products/:id/...` or `/cart/remove/:productId` path, as the catalog reads it. */
export function productIdOfPath(id: string): number {
  return productIdOf(parseInput(productIdParams, { id }).id);
}

/** What the cart and reviews need of a product, whatever its store's status. */
export interface ProductRef {
  id: number;
  title: string;
  quantity: number;
  priceKobo: number;
  vendorId: number;
  storeName: string;
  /** The store is Live and the product not hidden; a hidden one's product is as good as missing to a shopper. */
  visible: boolean;
}

export async function findProductRef(db: Queryable, id: number): Promise<ProductRef | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      quantity: products.quantity,
      priceKobo: effectivePriceKobo,
      vendorId: vendors.id,
      storeName: vendors.storeName,
      visible: sql<boolean>`${shownProduct}`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/** A product a shopper may act on (add, save, review), or 404. */
export async function findVisibleProductRef(db: Queryable, id: number): Promise<ProductRef> {
  const product = await findProductRef(db, id);
  if (!product || !product.visible) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
