import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VendorProductCreate, VendorProductPatch, VendorStorePatch } from '../../lib/contract';
import type { MarketplaceConfig } from '../config';
import { productColumns, toProduct, toStore } from '../catalog/mappers';
import type { Database, Transaction } from '../db/client';
import { categories, products, vendors, warehouses } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { nairaToKobo } from '../money';
import { productSearchText } from '../search/normalize';
import type { VendorOfKey } from './keys';
import { productChangeTags, queueTags, storeChangeTags } from './revalidation';

type Queryable = Pick<Database, 'select'>;

export const PRODUCT_NOT_FOUND = 'Product not found';
export const DISCOUNT_NOT_BELOW_PRICE = 'Discounted price must be less than the price.';

/** A product as its vendor sees it: the shoppers' fields, and whether shoppers see it at all. */
const ownProductColumns = {
  ...productColumns,
  visible: products.visible,
  otherNames: products.otherNames,
};

function toOwnProduct(row: Awaited<ReturnType<typeof selectOwnProducts>>[number]) {
  return { ...toProduct(row), visible: row.visible, otherNames: row.otherNames };
}

/** The vendor's products (hidden ones too), and only theirs, whatever else `where` asks. */
function selectOwnProducts(db: Queryable, vendorId: number, where?: SQL) {
  return db
    .select(ownProductColumns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.vendorId, vendorId), where));
}

export async function listOwnProducts(
  db: Database,
  vendor: VendorOfKey,
  page: number,
  limit: number,
) {
  const [rows, [count]] = await Promise.all([
    selectOwnProducts(db, vendor.vendorId)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.vendorId, vendor.vendorId)),
  ]);
  const totalProducts = count?.total ?? 0;
  return {
    products: rows.map(toOwnProduct),
    totalProducts,
    totalPages: Math.ceil(totalProducts / limit),
    currentPage: page,
  };
}

/** The vendor's own product, or 404: another store's product is not told apart from a missing one. */
export async function findOwnProduct(db: Queryable, vendor: VendorOfKey, id: number) {
  const [row] = await selectOwnProducts(db, vendor.vendorId, eq(products.id, id));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toOwnProduct(row);
}

function checkDiscount(priceKobo: number, discountedKobo: number | null) {
  if (discountedKobo !== null && discountedKobo >= priceKobo)
    throw badRequest(DISCOUNT_NOT_BELOW_PRICE);
}

export async function createOwnProduct(
  tx: Transaction,
  config: MarketplaceConfig,
  vendor: VendorOfKey,
  body: VendorProductCreate,
) {
  const [category] = await tx
    .select()
    .from(categories)
    .where(sql`lower(${categories.title}) = lower(${body.category})`)
    .limit(1);
  if (!category) throw badRequest(`Unknown category: ${body.category}.`);
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.state, body.warehouseState))
    .limit(1);
  if (!warehouse) throw badRequest(`The marketplace has no warehouse in ${body.warehouseState}.`);
  const priceKobo = nairaToKobo(body.price);
  const discountedKobo = body.discountedPrice === null ? null : nairaToKobo(body.discountedPrice);
  checkDiscount(priceKobo, discountedKobo);
  const [created] = await tx
    .insert(products)
    .values({
      title: body.title,
      description: body.description,
      images: body.images,
      originalPriceKobo: priceKobo,
      discountedPriceKobo: discountedKobo,
      quantity: body.stock,
      warehouseState: body.warehouseState,
      vendorId: vendor.vendorId,
      categoryId: category.id,
      visible: body.visible,
      otherNames: body.otherNames,
      searchText: productSearchText({
        title: body.title,
        category: category.title,
        storeName: vendor.storeName,
      }),
    })
    .returning({ id: products.id });
  await queueTags(tx, config, productChangeTags(created.id, vendor.storeName));
  return findOwnProduct(tx, vendor, created.id);
}

export async function updateOwnProduct(
  tx: Transaction,
  config: MarketplaceConfig,
  vendor: VendorOfKey,
  id: number,
  patch: VendorProductPatch,
) {
  // Locked, so that two changes of one product's prices cannot each pass the discount check alone.
  const [current] = await tx
    .select({
      originalPriceKobo: products.originalPriceKobo,
      discountedPriceKobo: products.discountedPriceKobo,
      categoryTitle: categories.title,
      title: products.title,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.vendorId, vendor.vendorId)))
    .for('update', { of: products });
  if (!current) throw notFound(PRODUCT_NOT_FOUND);
  const priceKobo =
    patch.price === undefined ? current.originalPriceKobo : nairaToKobo(patch.price);
  const discountedKobo =
    patch.discountedPrice === undefined
      ? current.discountedPriceKobo
      : patch.discountedPrice === null
        ? null
        : nairaToKobo(patch.discountedPrice);
  checkDiscount(priceKobo, discountedKobo);
  const title = patch.title ?? current.title;
  await tx
    .update(products)
    .set({
      ...(patch.title !== undefined && {
        title,
        searchText: productSearchText({
          title,
          category: current.categoryTitle,
          storeName: vendor.storeName,
        }),
      }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.images !== undefined && { images: patch.images }),
      originalPriceKobo: priceKobo,
      discountedPriceKobo: discountedKobo,
      ...(patch.stock !== undefined && { quantity: patch.stock }),
      ...(patch.visible !== undefined && { visible: patch.visible }),
      ...(patch.otherNames !== undefined && { otherNames: patch.otherNames }),
    })
    .where(eq(products.id, id));
  await queueTags(tx, config, productChangeTags(id, vendor.storeName));
  return findOwnProduct(tx, vendor, id);
}

export async function readOwnStore(db: Queryable, vendor: VendorOfKey) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
  if (!row) throw notFound('Vendor Store Not Found');
  return toStore(row);
}

export async function updateOwnStore(
  tx: Transaction,
  config: MarketplaceConfig,
  vendor: VendorOfKey,
  patch: VendorStorePatch,
) {
  await tx.update(vendors).set(patch).where(eq(vendors.id, vendor.vendorId));
  await queueTags(tx, config, storeChangeTags(vendor.storeName));
  return readOwnStore(tx, vendor);
}
