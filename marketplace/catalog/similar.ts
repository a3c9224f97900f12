import { desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Product, similarProductsQuery } from '../../lib/contract';
import { products } from '../db/schema';
import type { CatalogReader } from './cache';
import { allOf, inStock } from './conditions';
import { toProduct } from './mappers';
import { rankOf, readNearness } from './nearness';
import { selectVisibleProducts, withDeliveryDays } from './products';

/**
 * What to offer beside a product that is sold out (issue 38 part 5, decision 056): products of its
 * category that shoppers may see and buy now, itself left out. Nearest first: to the shopper's
 * location when it is given, and then only products that can be delivered there (a warehouse state
 * with a route to it; since decision 053 every state has one); without a location (the cached
 * product page is the same for everyone), to the product's own warehouse state, whose shoppers it
 * was nearest to. Within a rank the best rated come first. Kept until the catalog changes.
 */
export async function similarProducts(
  catalog: CatalogReader,
  product: Pick<Product, 'id' | 'warehouseState' | 'category'>,
  { location, limit }: z.output<typeof similarProductsQuery>,
): Promise<Product[]> {
  if (!product.category) return [];
  const categoryId = Number(product.category._id);
  const id = Number(product.id);
  const key = `similar ${JSON.stringify([id, location ?? null, limit])}`;
  return catalog.cached(key, async () => {
    const nearness = await readNearness(catalog, location ?? product.warehouseState);
    const deliverable = location && nearness ? nearness.groups.flat() : undefined;
    const rows = await selectVisibleProducts(catalog.db)
      .where(
        allOf([
          eq(products.categoryId, categoryId),
          ne(products.id, id),
          inStock,
          deliverable && inArray(products.warehouseState, deliverable),
        ]),
      )
      .orderBy(
        ...(nearness ? [rankOf(nearness)] : []),
        desc(products.averageRating),
        desc(products.createdAt),
        desc(products.id),
      )
      .limit(limit);
    return rows.map((row) => withDeliveryDays(toProduct(row), location ? nearness : undefined));
  });
}
