import { z } from 'zod';
import { emailField } from './accounts';
import { location } from './common';
import { SIMILAR_PRODUCTS_LIMIT } from './constants';

export {
  SIMILAR_PRODUCTS_LIMIT,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERTS_PER_ADDRESS,
} from './constants';

/**
 * GET /products/{id}/similar: in-stock products of the product's category that shoppers may see,
 * nearest first. With a location, only products that can be delivered there, nearest to it; the
 * storefront's cached product page asks without one and gets those nearest the product's own
 * warehouse state (decision 056). Answered as `productsResponse`.
 */
export const similarProductsQuery = z.object({
  location: location.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(SIMILAR_PRODUCTS_LIMIT),
});

/** POST /products/{id}/stock-alerts: "Tell me when it's back" for an out-of-stock product. */
export const stockAlertBody = z.object({ email: emailField });
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** The same answer whether the address was already waiting or not (idempotent). */
export const stockAlertResponse = z.object({ message: z.string() });
