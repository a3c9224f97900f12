import type { Banner, Category, Product, Review, Store } from '../../lib/contract';
import { categories, products, reviews, vendors } from '../db/schema';
import { koboToNaira } from '../money';

/**
 * The columns every product answer is read from, joined to its store and category. One selection
 * so that a list, a search and a single product all carry the same fields.
 */
export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  images: products.images,
  originalPriceKobo: products.originalPriceKobo,
  discountedPriceKobo: products.discountedPriceKobo,
  averageRating: products.averageRating,
  numReviews: products.numReviews,
  quantity: products.quantity,
  isSponsored: products.isSponsored,
  isTopSelling: products.isTopSelling,
  warehouseState: products.warehouseState,
  createdAt: products.createdAt,
  vendorId: vendors.id,
  storeName: vendors.storeName,
  categoryId: categories.id,
  categoryTitle: categories.title,
};

export interface ProductRow {
  id: number;
  title: string;
  description: string;
  images: string[];
  originalPriceKobo: number;
  discountedPriceKobo: number | null;
  averageRating: number | null;
  numReviews: number;
  quantity: number;
  isSponsored: boolean;
  isTopSelling: boolean;
  warehouseState: string;
  createdAt: Date;
  vendorId: number;
  storeName: string;
  categoryId: number;
  categoryTitle: string;
}

/** Ids travel as strings (the spec's `_id`); money leaves the database as naira. */
export function toProduct(row: ProductRow): Product {
  const id = String(row.id);
  return {
    _id: id,
    id,
    title: row.title,
    description: row.description,
    images: row.images,
    originalPrice: koboToNaira(row.originalPriceKobo),
    discountedPrice: row.discountedPriceKobo === null ? null : koboToNaira(row.discountedPriceKobo),
    averageRating: Number(row.averageRating ?? 0),
    numReviews: row.numReviews,
    quantity: row.quantity,
    isSponsored: row.isSponsored,
    isTopSelling: row.isTopSelling,
    warehouseState: row.warehouseState,
    vendor: { _id: String(row.vendorId), vendorId: String(row.vendorId), storeName: row.storeName },
    category: { _id: String(row.categoryId), title: row.categoryTitle },
    createdAt: row.createdAt.toISOString(),
  };
}

export const suggestionColumns = {
  id: products.id,
  title: products.title,
  images: products.images,
  originalPriceKobo: products.originalPriceKobo,
  discountedPriceKobo: products.discountedPriceKobo,
};

export type SuggestionRow = Pick<
  ProductRow,
  'id' | 'title' | 'images' | 'originalPriceKobo' | 'discountedPriceKobo'
>;

/** A suggestion's columns as a plain statement reads them (snake_case, numbers maybe as text). */
export interface SuggestionRowText {
  id: number;
  title: string;
  images: string[];
  original_price_kobo: number;
  discounted_price_kobo: number | null;
  [column: string]: unknown;
}

export function fromSuggestionRowText(row: SuggestionRowText): SuggestionRow {
  return {
    id: Number(row.id),
    title: row.title,
    images: row.images,
    originalPriceKobo: Number(row.original_price_kobo),
    discountedPriceKobo:
      row.discounted_price_kobo === null ? null : Number(row.discounted_price_kobo),
  };
}

/** The few fields a search suggestion shows: enough for a thumbnail, a title and a price. */
export function toProductSuggestion(row: SuggestionRow) {
  const id = String(row.id);
  return {
    _id: id,
    id,
    title: row.title,
    images: row.images,
    originalPrice: koboToNaira(row.originalPriceKobo),
    discountedPrice: row.discountedPriceKobo === null ? null : koboToNaira(row.discountedPriceKobo),
  };
}

export function toStore(row: typeof vendors.$inferSelect): Store {
  return {
    _id: String(row.id),
    storeName: row.storeName,
    storeStatus: row.storeStatus,
    coverPhoto: row.coverPhoto,
    logo: row.logo,
    tradingBusinessName: row.tradingBusinessName,
    businessDescription: row.businessDescription,
    verified: row.verified,
  };
}

export function toStoreSuggestion(row: {
  id: number;
  storeName: string;
  logo: string | null;
  tradingBusinessName: string;
}) {
  return {
    _id: String(row.id),
    storeName: row.storeName,
    logo: row.logo,
    tradingBusinessName: row.tradingBusinessName,
  };
}

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: String(row.id),
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    firstName: row.firstName,
    createdAt: row.createdAt.toISOString(),
    vendorReply: row.vendorReply,
    customer: row.customerId === null ? null : String(row.customerId),
  };
}

/** Sliders and adverts share one shape. */
export function toBanner(row: { id: number; image: string; title: string; url: string }): Banner {
  return { _id: String(row.id), image: row.image, title: row.title, url: row.url };
}

export function toCategory(row: typeof categories.$inferSelect): Category {
  return { _id: String(row.id), title: row.title };
}
