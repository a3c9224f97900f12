import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Money is held as integer kobo (1 naira = 100 kobo) so that no sum ever meets a float.
 * The API speaks naira; conversion happens only in marketplace/money.ts.
 */

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    storeName: text('store_name').notNull(),
    /** 'Live' is shown to shoppers; 'Hidden' never appears, nor do its products. */
    storeStatus: text('store_status').notNull().default('Live'),
    coverPhoto: text('cover_photo'),
    logo: text('logo'),
    tradingBusinessName: text('trading_business_name').notNull(),
    businessDescription: text('business_description').notNull().default(''),
    /** Payment provider subaccount that receives this vendor's payouts. */
    subaccountId: text('subaccount_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_store_name_lower_idx').on(sql`lower(${t.storeName})`),
    index('vendors_store_name_trgm_idx').using('gin', sql`lower(${t.storeName}) gin_trgm_ops`),
    check('vendors_store_status_check', sql`${t.storeStatus} in ('Live', 'Hidden')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('categories_title_lower_idx').on(sql`lower(${t.title})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Image paths served by the API under /media, first one used on cards. */
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    originalPriceKobo: integer('original_price_kobo').notNull(),
    /** Null when the product is not discounted. */
    discountedPriceKobo: integer('discounted_price_kobo'),
    quantity: integer('quantity').notNull().default(0),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    isTopSelling: boolean('is_top_selling').notNull().default(false),
    warehouseState: text('warehouse_state').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Kept exact by adding to both inside the review's transaction; the average is derived. */
    ratingTotal: integer('rating_total').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`case when num_reviews > 0 then round(rating_total::numeric / num_reviews, 2) else 0 end`,
    ),
    /** Lower-cased, accent-free title, category and store name, written by the API (see marketplace/search/normalize.ts). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_vendor_idx').on(t.vendorId),
    index('products_category_idx').on(t.categoryId),
    index('products_state_created_idx').on(t.warehouseState, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_fts_idx').using('gin', sql`to_tsvector('english', ${t.searchText})`),
    check('products_price_check', sql`${t.originalPriceKobo} >= 0 and (${t.discountedPriceKobo} is null or ${t.discountedPriceKobo} >= 0)`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Set for reviews written through the API; seeded reviews have only a first name. */
    customerId: integer('customer_id'),
    firstName: text('first_name'),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    vendorReply: text('vendor_reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  /** 'Desktop' or 'Mobile'. */
  type: text('type').notNull().default('Desktop'),
  position: integer('position').notNull().default(0),
});

export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    area: text('area').notNull(),
    priceKobo: integer('price_kobo').notNull(),
  },
  (t) => [uniqueIndex('delivery_areas_state_area_idx').on(t.state, t.area)],
);

/** Marketplace-wide values that operators change without a deploy (tax rate, commission). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
