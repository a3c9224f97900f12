import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import {
  adverts,
  categories,
  deliveryAreas,
  products,
  reviews,
  settings,
  sliders,
  vendors,
  warehouses,
} from '../schema';
import { upsertDeliveryRoutes } from '../reference-data';
import { jsonRowsInsert, withIndexesRebuiltAfter } from './bulk';
import type { GeneratedCatalog } from './generate';

/** Rows a statement: few statements, each a JSON parameter of about a megabyte at most. */
const BATCH_SIZE = 1_000;

/** From this many products on, indexes are rebuilt once rather than updated row by row. */
const REBUILD_INDEXES_FROM = 5_000;

function batches<T>(rows: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertProducts(
  tx: Transaction,
  catalog: GeneratedCatalog,
  vendorIds: number[],
  categoryIds: Map<string, number>,
): Promise<number[]> {
  const productIds: number[] = [];
  for (const batch of batches(catalog.products)) {
    const rows = batch.map((product) => ({
      ...product.row,
      vendorId: vendorIds[product.vendorIndex],
      categoryId: categoryIds.get(product.category) as number,
    }));
    const inserted = await tx.execute<{ id: number; title: string }>(
      jsonRowsInsert(products, rows, sql`id, title`),
    );
    // RETURNING follows the order of the recordset; checked, since review ids depend on it.
    if (
      inserted.rows.some((row, i) => row.title !== rows[i].title) ||
      inserted.rows.length !== rows.length
    ) {
      throw new Error('Seed: inserted products came back in an unexpected order');
    }
    productIds.push(...inserted.rows.map((row) => Number(row.id)));
  }
  return productIds;
}

/** Writes a generated catalog in one transaction: all of it, or nothing. */
export async function insertCatalog(db: Database, catalog: GeneratedCatalog): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(warehouses).values(catalog.warehouses);
    const insertedVendors = await tx
      .insert(vendors)
      .values(catalog.vendors)
      .returning({ id: vendors.id, storeName: vendors.storeName });
    const vendorIdByName = new Map(insertedVendors.map((row) => [row.storeName, row.id]));
    const vendorIds = catalog.vendors.map(
      (vendor) => vendorIdByName.get(vendor.storeName) as number,
    );

    const insertedCategories = await tx
      .insert(categories)
      .values(catalog.categories)
      .returning({ id: categories.id, title: categories.title });
    const categoryIds = new Map(insertedCategories.map((row) => [row.title, row.id]));

    const load = () => insertProducts(tx, catalog, vendorIds, categoryIds);
    const productIds =
      catalog.products.length >= REBUILD_INDEXES_FROM
        ? await withIndexesRebuiltAfter(tx, products, load)
        : await load();
    const reviewRows = catalog.products.flatMap((product, i) =>
      product.reviews.map((review) => ({ ...review, productId: productIds[i] })),
    );
    for (const batch of batches(reviewRows)) await tx.execute(jsonRowsInsert(reviews, batch));

    await tx.insert(sliders).values(catalog.sliders);
    await tx.insert(adverts).values(catalog.adverts);
    await tx.insert(deliveryAreas).values(catalog.deliveryAreas);
    await upsertDeliveryRoutes(tx, catalog.deliveryRoutes);
    await tx.insert(settings).values(catalog.settings).onConflictDoNothing();
  });
}
