import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Money is held as integer kobo (1 naira = 100 kobo) so that no sum ever meets a float.
 * The API speaks naira; conversion happens only in marketplace/money.ts.
 */

/** PostgreSQL's parsed full-text document; only ever read inside SQL, never sent to shoppers. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Checked by the marketplace; the store and product pages show a verified mark (migration 0016). */
    verified: boolean('verified').notNull().default(false),
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
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    averageRating: numeric('average_rating', {
      precision: 3,
      scale: 2,
      mode: 'number',
    }).generatedAlwaysAs(
      sql`case when num_reviews > 0 then round(rating_total::numeric / num_reviews, 2) else 0 end`,
    ),
    /**
     * Names shoppers also use for the product ("agbado", "corn" for maize), set by the vendor and
     * the seed. Searched after the title and before category and store (decision 038).
     */
    otherNames: text('other_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Lower-cased, accent-free title, other names, category and store name. Written by triggers
     * (migration 0012) whatever a writer sends, and kept in step when a store or category is renamed.
     */
    searchText: text('search_text').notNull().default(''),
    /** False when its vendor has hidden it: then it shows nowhere, as a hidden store's products. */
    visible: boolean('visible').notNull().default(true),
    /**
     * The full-text document, parsed once on write rather than on every search (to_tsvector costs
     * more than the rest of a search together). Title words carry weight A and other names B, so
     * that ranking puts products named after the query before products known by it, and both before
     * products that only sit in a matching category or store.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_fold(search_names_text(other_names))), 'B') || to_tsvector('english', search_text)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The catalog version at which a searchable field last changed, set by a trigger: the search
     * index reads only the rows past the version it last saw (migration 0023).
     */
    searchSeq: bigint('search_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('products_vendor_idx').on(t.vendorId),
    // Products of one suggested name, in id order (migration 0012).
    index('products_title_idx').on(t.title, t.id),
    // The same, one state at a time: a suggestion's nearest products of a name (migration 0022).
    index('products_title_state_idx').on(t.title, t.warehouseState, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // The list orders of spec section 5, each ending on the id, so a page is read from an index
    // in order: newest first (shop's default), by price, by rating, within a state or category.
    index('products_latest_idx').on(t.createdAt, t.id),
    index('products_state_latest_idx').on(t.warehouseState, t.createdAt, t.id),
    index('products_category_latest_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_price_idx').on(
      sql`coalesce(${t.discountedPriceKobo}, ${t.originalPriceKobo})`,
      t.id,
    ),
    index('products_state_price_idx').on(
      t.warehouseState,
      sql`coalesce(${t.discountedPriceKobo}, ${t.originalPriceKobo})`,
      t.id,
    ),
    index('products_rating_idx').on(t.averageRating, t.id),
    index('products_search_seq_idx').on(t.searchSeq),
    check(
      'products_price_check',
      sql`${t.originalPriceKobo} >= 0 and (${t.discountedPriceKobo} is null or ${t.discountedPriceKobo} >= 0)`,
    ),
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
    // One review per customer per product; a second is an update (spec section 2, review form).
    uniqueIndex('reviews_customer_product_idx')
      .on(t.customerId, t.productId)
      .where(sql`${t.customerId} is not null`),
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
    /** Riders here take payment at the door: pay on delivery is offered (decision 040). */
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
  },
  (t) => [uniqueIndex('delivery_areas_state_area_idx').on(t.state, t.area)],
);

/** Marketplace-wide values that operators change without a deploy (tax rate, commission). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The suggestions table (migration 0012): each distinct title with its other names and how many
 * products carry them, kept by statement triggers on products. The search box matches names here,
 * a few hundred rows where products are hundreds of thousands, then reads products by title.
 */
export const searchNames = pgTable(
  'search_names',
  {
    title: text('title').notNull(),
    otherNames: text('other_names').array().notNull(),
    products: integer('products').notNull(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`search_fold(title || ' ' || search_names_text(other_names))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_fold(search_names_text(other_names))), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ name: 'search_names_pkey', columns: [t.title, t.otherNames] }),
    index('search_names_vector_idx').using('gin', t.searchVector),
    index('search_names_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Searches that found nothing, counted per day and folded query: no shopper, address or time of
 * day, and never a query that looks like an e-mail address or phone number (decision 038).
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'search_misses_pkey', columns: [t.day, t.query] }),
    check('search_misses_count_check', sql`${t.count} > 0`),
    check('search_misses_query_check', sql`length(${t.query}) between 1 and 200`),
  ],
);

/**
 * A single row counting writes to the catalog (products, stores, categories, warehouses), bumped
 * by statement triggers (migration 0003), so that the API can keep costly answers (list totals,
 * search suggestions) exactly until the next write rather than for a guessed time.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Moved by every delete or truncate of products: the search index then builds anew (migration 0023). */
    searchEpoch: bigint('search_epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);
