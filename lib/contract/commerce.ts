import { z } from 'zod';
import { id, limitParam, location, multiLine, pageParam, singleLine } from './common';
import { product } from './catalog';
import { orderShipment } from './shipments';
import {
  COMMERCE_MESSAGES,
  ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SAVED_ITEMS_PAGE_SIZE,
} from './constants';

export {
  COMMERCE_MESSAGES,
  ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SAVED_ITEMS_PAGE_SIZE,
  type OrderStatus,
  type PaymentMethod,
  stockMessage,
  type PaymentStatus,
} from './constants';

/**
 * Cart, saved items, reviews, checkout, orders and payment (spec sections 3, 5, 7 and 9). Money is
 * naira with at most two decimals, as in the catalog; the API keeps kobo.
 */

/** A product id in a body or path: the catalog's positive integer, as a string. */
export const productIdField = z
  .union([singleLine('The product id'), z.number()], {
    error: COMMERCE_MESSAGES.productOrVendorMissing,
  })
  .transform((value) => String(value))
  .refine((value) => /^[1-9][0-9]{0,9}$/.test(value), COMMERCE_MESSAGES.productOrVendorMissing);

const quantity = z.coerce
  .number({ error: 'Quantity must be a whole number of at least 1.' })
  .int('Quantity must be a whole number of at least 1.')
  .min(1, 'Quantity must be a whole number of at least 1.')
  .max(10_000, 'Quantity must be at most 10,000.');

// ---------------------------------------------------------------- cart

/**
 * POST cart/add. price, vendorId and storeName are what the card or page showed; the API checks
 * vendorId and storeName against the product and always prices the line from the product.
 */
export const cartAddBody = z.object({
  productId: productIdField,
  qty: quantity.default(1),
  price: z.number().optional(),
  vendorId: z.union([singleLine('The vendor id').max(20), z.number()]).optional(),
  storeName: singleLine('The store name').max(200).optional(),
});
export type CartAddBody = z.input<typeof cartAddBody>;

/** PUT cart/update: quantities above 0 only. */
export const cartUpdateBody = z.object({ productId: productIdField, qty: quantity });
export type CartUpdateBody = z.input<typeof cartUpdateBody>;

export const cartItem = z.object({
  product: z.object({
    _id: id,
    title: z.string(),
    images: z.array(z.string()),
    /** The product's warehouse state; the checkout's state comes from the first line's. */
    location: z.string(),
    /** Units in stock now. */
    quantity: z.number().int(),
  }),
  productId: id,
  qty: z.number().int().min(1),
  /** Unit price now (the discounted price when there is one). */
  price: z.number(),
  vendorId: id,
  storeName: z.string(),
  /** False when the product was hidden or no longer has qty in stock: it cannot be checked out. */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartResponse = z.object({
  cartItems: z.array(cartItem),
  /** Sum of price × qty over available lines. */
  totalPrice: z.number(),
  /** Number of distinct lines (the header badge). */
  itemCount: z.number().int(),
});
export type Cart = z.infer<typeof cartResponse>;

/** Every cart change answers the whole cart, with a message for the toast. */
export const cartChangeResponse = cartResponse.extend({ message: z.string() });

/** POST cart/add: whether the product got a new line or raised the line it had (decision 041). */
export const CART_ADD_OUTCOMES = ['added', 'raised'] as const;
export const cartAddResponse = cartChangeResponse.extend({ outcome: z.enum(CART_ADD_OUTCOMES) });
export type CartAddResponse = z.infer<typeof cartAddResponse>;

/** A product id and quantity only: a guest cart, a cleared cart being restored, an old order. */
export const cartMergeLine = z.object({ productId: productIdField, qty: quantity });
export type CartMergeLine = z.infer<typeof cartMergeLine>;

/**
 * POST cart/merge: adds each line on top of the cart, each capped at what is in stock; prices
 * always come from the products (decision 041).
 */
export const cartMergeBody = z.object({
  items: z.array(cartMergeLine).max(100, 'A cart holds at most 100 different products.'),
});
export type CartMergeBody = z.input<typeof cartMergeBody>;

/** What a merge (or Buy again) could not put in the cart, in the shopper's words. */
export const cartMergeSkip = z.object({
  productId: id,
  title: z.string(),
  reason: z.string(),
});
export type CartMergeSkip = z.infer<typeof cartMergeSkip>;

export const cartMergeResponse = cartChangeResponse.extend({
  /** Lines added or raised, with the quantity actually added (less than asked when capped). */
  added: z.array(z.object({ productId: id, title: z.string(), qty: z.number().int() })),
  skipped: z.array(cartMergeSkip),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponse>;

export const taxResponse = z.object({ taxPercent: z.number() });

// ---------------------------------------------------------------- saved items

export const savedItemsQuery = z.object({
  page: pageParam,
  limit: limitParam(SAVED_ITEMS_PAGE_SIZE),
  /** Only the entry of this product, if saved: how a product page knows its saved flag. */
  productId: productIdField.optional(),
});

export const savedItemBody = z.object({ productId: productIdField });

export const savedItem = z.object({
  _id: id,
  /** The saved product, embedded; null when it was removed or hidden. */
  productId: product.nullable(),
  /**
   * The saved product's id even when the product is gone (productId null), so that the entry can
   * still be removed with saved-items/remove.
   */
  savedProductId: id,
  createdAt: z.string(),
});
export type SavedItem = z.infer<typeof savedItem>;

export const savedItemsResponse = z.object({
  savedItems: z.array(savedItem),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type SavedItemsResponse = z.infer<typeof savedItemsResponse>;

export const messageResponse = z.object({ message: z.string() });

// ---------------------------------------------------------------- reviews

const reviewText = (text: typeof singleLine, label: string, message: string, max: number) =>
  text(label, message).trim().min(1, message).max(max, `Keep it under ${max} characters.`);

export const reviewBody = z.object({
  rating: z.coerce
    .number({ error: COMMERCE_MESSAGES.ratingRequired })
    .int(COMMERCE_MESSAGES.ratingRequired)
    .min(1, COMMERCE_MESSAGES.ratingRequired)
    .max(5, 'Rating must be between 1 and 5.'),
  title: reviewText(singleLine, 'The title', COMMERCE_MESSAGES.titleRequired, 200),
  comment: reviewText(multiLine, 'The comment', COMMERCE_MESSAGES.commentRequired, 5000),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const ownReview = z.object({
  _id: id,
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});

/** GET products/{id}/has-purchased; `review` is the customer's own review, if written. */
export const hasPurchasedResponse = z.object({
  hasPurchased: z.boolean(),
  review: ownReview.nullable(),
});
export type HasPurchasedResponse = z.infer<typeof hasPurchasedResponse>;

/** POST (201) and PUT products/{id}/reviews. */
export const reviewSavedResponse = z.object({
  message: z.string(),
  review: ownReview,
  averageRating: z.number(),
  numReviews: z.number().int(),
});

// ---------------------------------------------------------------- checkout

export const deliveryAreasQuery = z.object({ state: location });
export const deliveryArea = z.object({ _id: id, area: z.string(), price: z.number() });
export type DeliveryArea = z.infer<typeof deliveryArea>;
export const deliveryAreasResponse = z.object({ areas: z.array(deliveryArea) });

const required = (label: string, max: number) =>
  singleLine(label, COMMERCE_MESSAGES.allFieldsRequired)
    .trim()
    .min(1, COMMERCE_MESSAGES.allFieldsRequired)
    .max(max, `Keep each field under ${max} characters.`);

/** POST orders. Items and prices come from the cart; shipping must equal the area's price. */
export const createOrderBody = z.object({
  state: required('State', 50),
  area: required('Area', 100),
  address: required('Address', 300),
  postcode: required('Postcode', 10),
  phoneNumber: required('Phone number', 20),
  shipping: z.number({ error: COMMERCE_MESSAGES.allFieldsRequired }).min(0),
  /**
   * Keep this address in the address book (state, area as city, address, postcode), once: an
   * address the book already holds is not added again (issue 38).
   */
  saveAddress: z.boolean().optional().default(false),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const createOrderResponse = z.object({
  message: z.string(),
  order: z.object({ orderId: z.string() }),
});

export const ordersQuery = z.object({ page: pageParam, limit: limitParam(ORDERS_PAGE_SIZE) });

/** One line of one order in My Orders (the spec's order history item). */
export const orderHistoryItem = z.object({
  _id: id,
  orderId: z.string(),
  /** The ordered product (Buy again); the row's title and image are copies from the order. */
  productId: id,
  /** The order's status (ORDER_STATUSES); orderStatusLabel() words it. */
  status: z.enum(ORDER_STATUSES),
  qty: z.number().int(),
  price: z.number(),
  item: z.object({ title: z.string(), images: z.array(z.string()) }).nullable(),
  vendor: z.object({ storeName: z.string() }).nullable(),
  createdAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItem>;

/** One order of My Orders, summed up (issue 38: one row per order, not per line). */
export const orderSummary = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The order's total (lines, shipping and tax), naira. */
  total: z.number(),
  /** Units ordered: the sum of the lines' quantities. */
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * GET orders: paged by order, `limit` orders a page. `items` are the lines of the page's orders
 * (the spec's shape); `orders` sums each order up. An API without `orders` answers [], and the
 * storefront sums the lines itself.
 */
export const ordersResponse = z.object({
  orders: z.array(orderSummary).default([]),
  items: z.array(orderHistoryItem),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type OrdersResponse = z.infer<typeof ordersResponse>;

/** How an online payment was made: Flutterwave's payment_type of the paying transaction. */
export const PAYMENT_TYPES = ['card', 'bank_transfer', 'ussd'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * What a payment link can be (decision 061): `open` takes a payment; every other state takes none
 * and says why. Worked out from the link and its order each time it is read, never stored.
 */
export const PAY_LINK_STATES = [
  'open',
  'paid',
  'expired',
  'revoked',
  'renewed',
  'cancelled',
  'replaced',
  'closed',
] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

/**
 * An order's latest payment link as its shopper sees it (order details, decision 061); its address
 * is never told again. Here rather than in ./pay-links.ts, whose schemas only the pay-link routes
 * need: every page that reads an order's details imports this module.
 */
export const orderPayLink = z.object({
  state: z.enum(PAY_LINK_STATES),
  shopperName: z.string(),
  createdAt: z.string(),
  /** While open: when it stops taking payments. */
  expiresAt: z.string().nullable(),
});
export type OrderPayLink = z.infer<typeof orderPayLink>;

/** Why a payment is to be given back (payments.refund_reason). */
export const REFUND_REASONS = ['already-paid', 'order-cancelled', 'wrong-amount'] as const;

export const orderDetails = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  subTotal: z.number(),
  shipping: z.number(),
  /** Percent. */
  taxRate: z.number(),
  tax: z.number(),
  orderItems: z.array(
    z.object({
      /** The line's own id: what shipments[].lines name. */
      id: z.number().int(),
      productId: id,
      productTitle: z.string(),
      productImage: z.string().nullable(),
      qty: z.number().int(),
      price: z.number(),
      vendorId: id,
      storeName: z.string(),
    }),
  ),
  shippingInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    area: z.string(),
    state: z.string(),
    postcode: z.string(),
  }),
  vendorSubaccounts: z.array(z.object({ subaccountId: z.string(), payoutAmount: z.number() })),
  /** Where the order is delivered (shippingInfo.state); shipments come from warehouse states. */
  deliveryState: z.string(),
  /** One per warehouse state; empty on orders placed before shipments (migration 0017). */
  shipments: z.array(orderShipment),
  /** The public id of the newer order from the same cart that replaced this one (then cancelled). */
  replacedBy: z.string().nullable().default(null),
  /** Every transaction the provider confirmed for this order, oldest first. */
  payments: z
    .array(
      z.object({
        transactionId: z.string(),
        /** The provider's status: successful, failed, ... */
        status: z.string(),
        amount: z.number(),
        currency: z.string(),
        createdAt: z.string(),
        /**
         * Money taken that the order does not keep (it was already paid by another transaction, or
         * cancelled): it is to be given back.
         */
        refundDue: z.boolean(),
        /** Why: 'wrong-amount' is a transfer of another amount than the total (decision 039). */
        refundReason: z.enum(REFUND_REASONS).nullable().default(null),
      }),
    )
    .default([]),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /**
   * While paymentStatus is failed: the reason the provider gave for the latest failed attempt
   * (Flutterwave's processor_response, e.g. "Insufficient funds"); null otherwise or when it gave
   * none.
   */
  failureReason: z.string().nullable().default(null),
  /** Each status the order reached, oldest first; note: tracking note, amount collected, reason. */
  timeline: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string().nullable() }),
  ),
  /** The refund of a cancelled paid order; null when there is none. */
  refund: z
    .object({
      amount: z.number(),
      status: z.enum(['pending', 'successful', 'failed']),
      at: z.string(),
    })
    .nullable(),
  /** Pay on delivery: what the rider collected (naira), once delivered; otherwise null. */
  amountCollected: z.number().nullable(),
  /** What operations noted when shipping (carrier, tracking number); null before. */
  trackingNote: z.string().nullable(),
  /** The shopper may still cancel it (not shipped, delivered, refused or cancelled). */
  cancellable: z.boolean(),
  /** The order's latest payment link ("Ask someone to pay", decision 061); null when none was made. */
  payLink: orderPayLink.nullable().default(null),
  /** A transaction started from a payment link paid it: "Paid by someone else". */
  paidBySomeoneElse: z.boolean().default(false),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** GET orders/{orderId}, GET orders/details/{orderId} and POST orders/{orderId}/verify-payment. */
export const orderDetailsResponse = z.object({ order: orderDetails });

/** An order id in a path: what createOrderResponse gave. */
export const orderIdParams = z.object({
  orderId: singleLine('The order id').regex(
    /^[A-Za-z0-9_-]{1,64}$/,
    COMMERCE_MESSAGES.orderDetailsNotFound,
  ),
});

/** POST initiate-payment: only the order id is read; the payload is built from the stored order. */
export const initiatePaymentBody = z.object({
  orderId: singleLine('The order id', COMMERCE_MESSAGES.orderDetailsNotFound)
    .min(1, COMMERCE_MESSAGES.orderDetailsNotFound)
    .max(64, COMMERCE_MESSAGES.orderDetailsNotFound),
});
export const initiatePaymentResponse = z.object({
  status: z.string(),
  data: z.object({ link: z.string().url() }),
});

/**
 * POST orders/{orderId}/verify-payment, made by the confirmation page with the transaction id the
 * provider's redirect carried (when it carried one). The API verifies with the provider itself;
 * nothing else from the redirect is read.
 */
export const verifyPaymentBody = z.object({
  transactionId: singleLine('The transaction id')
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
