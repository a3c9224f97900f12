import type {
  Category as ApiCategory,
  CategoryWithCount as ApiCategoryWithCount,
  Product as ApiProduct,
  Review as ApiReview,
  StoreDetails as ApiStore,
} from '@/lib/contract';

/** Shown wherever a product or store has no image of its own. */
export const PLACEHOLDER_IMAGE = '/placeholder.jpg';

/** A product as the storefront uses it: no `_id` versus `id`, a ready image and the price to pay. */
export interface Product {
  id: string;
  title: string;
  /** Vendor HTML, not yet sanitised. */
  description: string;
  /** Same-origin image paths (/media/...), first one used on cards; never empty. */
  images: string[];
  image: string;
  /** What the shopper pays, in naira. */
  price: number;
  /** The price before discount, in naira; struck through when `isDiscounted`. */
  originalPrice: number;
  isDiscounted: boolean;
  averageRating: number;
  numReviews: number;
  quantity: number;
  isSponsored: boolean;
  isTopSelling: boolean;
  warehouseState: string;
  /**
   * Days delivery to the shopper's location takes, when a list was asked with one and a route
   * exists (decision 054); null on product and store pages, which are the same for everyone.
   */
  deliveryDays: { min: number; max: number } | null;
  vendor: { id: string; storeName: string };
  category: { id: string; title: string } | null;
  createdAt: string;
}

/**
 * The API names its images by path under /media, served to the browser through the storefront's
 * own /media proxy. An absolute URL to /media/... on another host is taken as the API's too; any
 * other image cannot be optimised here and is dropped.
 */
export function toImagePath(source: string): string | null {
  if (source.startsWith('/media/')) return source;
  try {
    const { pathname, search } = new URL(source);
    return pathname.startsWith('/media/') && !search ? pathname : null;
  } catch {
    return null;
  }
}

export function toProduct(product: ApiProduct): Product {
  const images = product.images.map(toImagePath).filter((path): path is string => path !== null);
  const { discountedPrice, originalPrice } = product;
  const discounted = discountedPrice !== null && discountedPrice < originalPrice;
  return {
    id: product.id || product._id,
    title: product.title,
    description: product.description,
    images: images.length > 0 ? images : [PLACEHOLDER_IMAGE],
    image: images[0] ?? PLACEHOLDER_IMAGE,
    price: discounted ? discountedPrice : originalPrice,
    originalPrice,
    isDiscounted: discounted,
    averageRating: product.averageRating,
    numReviews: product.numReviews,
    quantity: product.quantity,
    isSponsored: product.isSponsored,
    isTopSelling: product.isTopSelling,
    warehouseState: product.warehouseState,
    deliveryDays: product.deliveryDays ?? null,
    vendor: {
      id: product.vendor.vendorId || product.vendor._id,
      storeName: product.vendor.storeName,
    },
    category: product.category ? { id: product.category._id, title: product.category.title } : null,
    createdAt: product.createdAt,
  };
}

/** A vendor's store as the storefront shows it. */
export interface Store {
  id: string;
  storeName: string;
  /** 'Live' for stores shoppers may see; the API answers 404 for the others. */
  status: string;
  /** Same-origin image paths, or null when the store has none (or one we cannot serve). */
  coverPhoto: string | null;
  logo: string | null;
  tradingBusinessName: string;
  /** Vendor HTML, not yet sanitised. */
  description: string;
  /** Checked by the marketplace: shown with a verified mark. */
  verified: boolean;
  /** The average over every review of the store's products (0 without reviews), and their count. */
  rating: { average: number; numReviews: number };
}

export function toStore(store: ApiStore): Store {
  return {
    id: store._id,
    storeName: store.storeName,
    status: store.storeStatus,
    coverPhoto: store.coverPhoto ? toImagePath(store.coverPhoto) : null,
    logo: store.logo ? toImagePath(store.logo) : null,
    tradingBusinessName: store.tradingBusinessName,
    description: store.businessDescription,
    verified: store.verified,
    rating: store.rating,
  };
}

/**
 * A Live store without a cover photo is still being set up: the page shows a notice and its
 * products read-only instead of the full store.
 */
export function isStoreBeingUpdated(store: Store): boolean {
  return store.status === 'Live' && store.coverPhoto === null;
}

export interface Category {
  id: string;
  title: string;
}

export function toCategory(category: ApiCategory): Category {
  return { id: category._id, title: category.title };
}

/** A category of GET /categories, with how many products shoppers can see in it. */
export interface CategoryCount extends Category {
  productCount: number;
}

export function toCategoryCount(category: ApiCategoryWithCount): CategoryCount {
  return { ...toCategory(category), productCount: category.productCount };
}

/** A review as the product page shows it. */
export interface ProductReview {
  id: string;
  rating: number;
  title: string;
  comment: string;
  /** Null when the reviewer left no name: shown as "Anonymous". */
  firstName: string | null;
  createdAt: string;
  vendorReply: string | null;
}

/** Here rather than in product.ts, so that the browser can map reviews it fetches itself. */
export function toReview(review: ApiReview): ProductReview {
  return {
    id: review._id,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    firstName: review.firstName?.trim() || null,
    createdAt: review.createdAt,
    vendorReply: review.vendorReply?.trim() || null,
  };
}
