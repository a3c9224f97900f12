import type { PayLinkState } from './commerce';
import { PAID_BY_SOMEONE_ELSE } from './constants';

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): the API's answers and the pages' texts.
 * Plain strings without zod, apart from ./constants.ts: that module is in nearly every page's
 * first scripts (the cart's and filters' texts), and only the pay-link code needs these.
 */

/** The longest name a shopper may show the payer. */
export const PAY_LINK_NAME_MAX = 40;

export const PAY_LINK_MESSAGES = {
  notFound: 'This payment link does not exist. Check that the whole link was copied.',
  created: 'Payment link ready: send it to the person paying.',
  revokedByShopper: 'Payment link withdrawn: it no longer takes payments.',
  nameRequired: 'Enter the name the person paying will see.',
  nameTooLong: `Keep the name under ${PAY_LINK_NAME_MAX} characters.`,
  notAskable: 'Only an unpaid order paid online can be paid by someone else.',
  nothingToRevoke: 'This order has no payment link to withdraw.',
  /** An order a payer paid through its link: the order views' line and the shopper's e-mail. */
  paidBySomeoneElse: PAID_BY_SOMEONE_ELSE,
  /** Why a link that is not open takes no money, by its state. */
  state: {
    open: '',
    paid: 'This order has been paid, so this link takes no more money.',
    expired:
      "This payment link has expired: the order's items are no longer held. Ask for a new link.",
    revoked: 'This payment link was withdrawn, so it takes no money.',
    renewed: 'This payment link was replaced by a newer one. Ask for the new link.',
    cancelled: 'This order was cancelled, so it can no longer be paid.',
    replaced: 'This order was replaced by a newer order, so this link takes no money.',
    closed: 'This order is no longer paid through this link.',
  } satisfies Record<PayLinkState, string>,
} as const;
