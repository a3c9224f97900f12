import { z } from 'zod';
import { ORDER_STATUSES } from './constants';

/**
 * "Share tracking" (issue 41 part 3, decision 062): an order's public page of its progress, under
 * an unguessable link the shopper can turn off.
 */

export const TRACKING_MESSAGES = {
  notFound: 'This tracking link is not valid, or the shopper turned it off.',
  turnedOff: 'Tracking link turned off. The old link no longer opens.',
  tooMany: 'Too many tracking pages opened from this address. Please wait a minute and try again.',
} as const;

/** GET, POST and DELETE orders/{orderId}/tracking-link: the order's link token, or null when off. */
export const trackingLinkResponse = z.object({ token: z.string().nullable() });
export type TrackingLinkResponse = z.infer<typeof trackingLinkResponse>;

/** A token as the API makes them: 43 base64url characters. */
export const trackingTokenParams = z.object({ token: z.string().regex(/^[\w-]{43}$/) });

/**
 * GET tracking/{token}, public: the order's status and timeline, and what it holds, with no
 * personal data: no order number, name, address, phone, e-mail or price.
 */
export const publicTrackingResponse = z.object({
  tracking: z.object({
    status: z.enum(ORDER_STATUSES),
    placedAt: z.string(),
    /** Each status the order reached, oldest first (placed, paid, shipped, delivered...). */
    timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
    items: z.array(z.object({ title: z.string(), qty: z.number().int() })),
  }),
});
export type PublicTracking = z.infer<typeof publicTrackingResponse>['tracking'];
