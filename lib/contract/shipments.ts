import { z } from 'zod';
import { id, location } from './common';

/**
 * Delivery to the shopper's state, one shipment per warehouse state (issue 30, decision 045).
 * Every amount is the API's: a shipment's fee is the route's fee from its warehouse state plus the
 * chosen area's price; an order's shipping is the sum of its shipments' fees.
 */

export const SHIPMENT_MESSAGES = {
  noDelivery: (state: string) => `We do not deliver to ${state} yet. Choose another state.`,
  noRoute: (from: string, to: string) =>
    `Products from ${from} cannot be delivered to ${to} yet. Remove them or choose another state.`,
  unknownArea: (state: string) => `Choose a delivery area of ${state}.`,
  chooseState: 'Choose the state to deliver to.',
} as const;

/** Estimated days from the order's payment to its delivery. */
export const deliveryWindow = z.object({
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
});
export type DeliveryWindow = z.infer<typeof deliveryWindow>;

const stateParam = z.enum(location.options, { error: SHIPMENT_MESSAGES.chooseState });

/** GET delivery-states: the states with delivery areas, in name order. */
export const deliveryStatesResponse = z.object({ states: z.array(z.string()) });

/** GET delivery-quote?from=&to=: the product page's line. Public. */
export const deliveryQuoteQuery = z.object({ from: stateParam, to: stateParam });
export const deliveryQuoteResponse = z.object({
  fromState: z.string(),
  toState: z.string(),
  /** False when the state has no delivery areas or no route from the warehouse's state. */
  delivers: z.boolean(),
  /** The lowest fee over the state's areas (naira); null when it does not deliver. */
  fee: z.number().nullable(),
  window: deliveryWindow.nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteResponse>;

/** GET shipping-quote?state=&area=: the shopper's cart split into shipments. */
export const shippingQuoteQuery = z.object({
  state: stateParam,
  area: z.string().trim().max(100).optional(),
});
export const quotedShipment = z.object({
  fromState: z.string(),
  /** The cart lines' product ids that travel in it. */
  productIds: z.array(id),
  /** Null until an area is chosen. */
  fee: z.number().nullable(),
  window: deliveryWindow,
});
export type QuotedShipment = z.infer<typeof quotedShipment>;
export const shippingQuoteResponse = z.object({
  deliveryState: z.string(),
  area: z.string().nullable(),
  shipments: z.array(quotedShipment),
  /** Sum of the fees; null until an area is chosen. */
  shipping: z.number().nullable(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteResponse>;

/** One of an order's shipments (orderDetails.shipments). */
export const orderShipment = z.object({
  fromState: z.string(),
  /** Ids of the order's items (orderDetails.orderItems[].id) that travel in it. */
  lines: z.array(z.number().int()),
  fee: z.number(),
  window: deliveryWindow,
});
export type OrderShipment = z.infer<typeof orderShipment>;
