/**
 * The contract's plain constants, in a module without zod: browser code (the price filter, the
 * list URL rules, the cart's texts) imports these without pulling the schemas into the page's
 * JavaScript. lib/contract/catalog.ts and commerce.ts re-export them, so they still have one home.
 */

/** Lowest and highest price of the price filter, in naira (spec section 9). */
export const PRICE_RANGE = { min: 0, max: 1_000_000 } as const;
export const CATALOG_PAGE_SIZE = 16;

/**
 * 'relevance' orders search results by how well they match the words (issue 30); lists without
 * words have nothing to match, and take it as 'latest'.
 */
export const SORTS = ['price', '-price', 'rating', '-rating', 'latest', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

// ---------------------------------------------------------------- commerce (lib/contract/commerce.ts)

export const SAVED_ITEMS_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 10;
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The API's own texts for commerce answers (spec section 8). */
export const COMMERCE_MESSAGES = {
  productOrVendorMissing: 'Product or vendor information is missing!',
  ratingRequired: 'Rating is required.',
  titleRequired: 'Title is required.',
  commentRequired: 'Comment is required.',
  allFieldsRequired: 'All fields are required.',
  orderDetailsNotFound: 'Order details not found.',
  noVendorSubaccounts: 'No vendor subaccounts found.',
  /** An unpaid order that a newer order from the same cart cancelled (decision 030). */
  orderReplaced: 'This order was replaced by a newer order from your cart.',
} as const;
