import { z } from 'zod';
import { emailField } from './accounts';
import { singleLine } from './common';
import { PAY_LINK_STATES } from './commerce';
import { ORDER_STATUSES } from './constants';
import { PAY_LINK_MESSAGES, PAY_LINK_NAME_MAX } from './pay-link-messages';

export { orderPayLink, PAY_LINK_STATES, type OrderPayLink, type PayLinkState } from './commerce';
export { PAY_LINK_MESSAGES, PAY_LINK_NAME_MAX } from './pay-link-messages';

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): the shopper makes a link to an unpaid
 * online order; anyone holding it may see the order's items, total and delivery state and pay it
 * through the provider, without an account. The link's token is 32 random bytes, base64url.
 */

/** The token of a link: 43 base64url characters. Anything else is a link that does not exist. */
export const PAY_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const payLinkParams = z.object({
  token: singleLine('The link').regex(PAY_LINK_TOKEN, PAY_LINK_MESSAGES.notFound),
});

/** POST orders/{orderId}/pay-link (signed in): the name the payer sees, as the shopper writes it. */
export const createPayLinkBody = z.object({
  shopperName: singleLine('The name', PAY_LINK_MESSAGES.nameRequired)
    .trim()
    .min(1, PAY_LINK_MESSAGES.nameRequired)
    .max(PAY_LINK_NAME_MAX, PAY_LINK_MESSAGES.nameTooLong),
});
export type CreatePayLinkBody = z.input<typeof createPayLinkBody>;

/** The shopper's link as made: the only time its address is told (only its hash is kept). */
export const createPayLinkResponse = z.object({
  message: z.string(),
  payLink: z.object({
    /** The page anyone with it opens: `<storefront>/pay/<token>`. */
    url: z.string().url(),
    shopperName: z.string(),
    /** When the order's hold ends, and the link with it. */
    expiresAt: z.string(),
  }),
});
export type CreatePayLinkResponse = z.infer<typeof createPayLinkResponse>;

/** One line of the order as the payer sees it: what, from which store, how many, how much. */
export const payLinkLine = z.object({
  productTitle: z.string(),
  productImage: z.string().nullable(),
  storeName: z.string(),
  qty: z.number().int(),
  price: z.number(),
});

/**
 * GET pay-links/{token} (public): the payer's page. The order is told only while the link is open
 * or after it paid: items, sums, the state it is delivered to and how far it has gone. Never the
 * address, the phone, the e-mail, the shopper's full name or the order's number.
 */
export const payLinkView = z.object({
  state: z.enum(PAY_LINK_STATES),
  /** Why it takes no money; empty while open. */
  message: z.string(),
  shopperName: z.string(),
  siteName: z.string(),
  /** While open: when it stops taking payments. */
  expiresAt: z.string().nullable(),
  /** A transaction started from this link paid the order. */
  paidHere: z.boolean(),
  /** While open: the order's latest payment attempt failed (the page says to try again). */
  lastAttemptFailed: z.boolean(),
  /** The methods the provider's page offers: card, banktransfer, ussd. */
  paymentOptions: z.array(z.string()),
  order: z
    .object({
      items: z.array(payLinkLine),
      subTotal: z.number(),
      shipping: z.number(),
      taxRate: z.number(),
      tax: z.number(),
      total: z.number(),
      /** The state it is delivered to (not the address). */
      deliveryState: z.string(),
      status: z.enum(ORDER_STATUSES),
    })
    .nullable(),
});
export type PayLinkView = z.infer<typeof payLinkView>;

/**
 * POST pay-links/{token}/pay (public): starts the provider's payment of the order. An e-mail, if
 * given, gets a receipt once the payment is verified. The return address is made by the API from
 * the token of the path; nothing of the request says where the provider sends the payer back.
 */
export const payLinkPayBody = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailField.optional(),
  ),
});
export type PayLinkPayBody = z.input<typeof payLinkPayBody>;

export const payLinkPayResponse = z.object({
  status: z.string(),
  data: z.object({ link: z.string().url() }),
});

/**
 * POST pay-links/{token}/verify (public): the payer is back from the provider; the API asks the
 * provider about the transaction (the query's id only names it) and answers the page.
 */
export const payLinkVerifyBody = z.object({
  transactionId: singleLine('The transaction id')
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
