/**
 * Form actions of BFF handlers that only some pages post to (plain forms, working without
 * scripts), apart from the index so that the shared chunk every page loads does not carry them.
 */

/** "Add these to my cart" on a shared cart's page (issue 41, app/api/cart-link). */
export const CART_LINK_FORM = '/api/cart-link';

/**
 * The payment link's PAY (decision 061, app/api/pay-link): a plain form post, so that a payer on
 * any phone can pay; the handler sends the browser on to the provider.
 */
export const PAY_LINK_FORM = '/api/pay-link';

/** "Share tracking": make or turn off an order's tracking link (decision 062, app/api/tracking-link). */
export const TRACKING_LINK_FORM = '/api/tracking-link';
