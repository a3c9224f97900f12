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
/**
 * An order's life (decision 040): pending (placed, online payment not yet verified) → paid, or
 * awaiting_payment (pay on delivery) → processing → shipped → delivered; or cancelled (by the
 * shopper before shipping, or replaced), or refused (at the door, pay on delivery).
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'awaiting_payment',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refused',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each status in the shopper's words: timeline, My Orders, e-mails and 409s (decision 040). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'Order placed',
  paid: 'Payment received',
  awaiting_payment: 'Awaiting payment on delivery',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refused: 'Refused at the door',
};
export const PAYMENT_METHODS = ['online', 'on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
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
  /** Cancelled by the shopper, the staff or the sweep, with no newer order in its place. */
  orderCancelled: 'This order was cancelled, so it can no longer be paid.',
} as const;

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/**
 * Why a quantity cannot be had, naming what is left, so that the shopper can pick a quantity that
 * fits: the API's cart and the storefront's guest cart say it the same way.
 */
export function stockMessage(product: { title: string; quantity: number }, inCart = 0): string {
  if (product.quantity === 0) return `${product.title} is out of stock.`;
  const left = `Only ${units(product.quantity)} of ${product.title} ${product.quantity === 1 ? 'is' : 'are'} left`;
  return inCart > 0 ? `${left}, and your cart already has ${inCart}.` : `${left}.`;
}

// ---------------------------------------------------------------- stock alerts (lib/contract/stock-alerts.ts)

/** No whitespace or @ in the parts, exactly one @, a dot in the domain (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's text for an address that fails EMAIL_PATTERN (section 5). */
export const INVALID_EMAIL = 'Invalid email address';

/** Waiting "Tell me when it's back" requests one address may have at once (decision 056). */
export const STOCK_ALERTS_PER_ADDRESS = 20;

/** Similar products offered on an out-of-stock product's page. */
export const SIMILAR_PRODUCTS_LIMIT = 8;

/** "Tell me when it's back" (issue 38 part 5): the API's answers and the forms' own texts. */
export const STOCK_ALERT_MESSAGES = {
  subscribed: "We'll e-mail you when it's back in stock.",
  inStock: 'Good news: this product is in stock now. Reload the page to buy it.',
  tooMany: `This address is already waiting for ${STOCK_ALERTS_PER_ADDRESS} products. We'll e-mail it as each one comes back.`,
  failed: 'We could not save your request. Please try again.',
} as const;

// ---------------------------------------------------------------- pay links (lib/contract/pay-links.ts)
// Only the words the order views show; the pay-link pages' texts are in ./pay-link-messages.ts.

/** An order a payer paid through its link (issue 41's words): the order views and the e-mails. */
export const PAID_BY_SOMEONE_ELSE = 'Paid by someone else';
