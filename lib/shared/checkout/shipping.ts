import type { CustomerAddress, CustomerProfile } from '@/lib/contract/accounts';
import { COMMERCE_MESSAGES } from '@/lib/contract/constants';

/** The texts of spec section 8 that the checkout and My Orders show. */
export const CHECKOUT_MESSAGES = {
  deliveryAreasFailed: 'Failed to fetch delivery areas.',
  createOrderFailed: 'Failed to create order.',
  initiatePaymentFailed: 'Failed to initiate payment.',
  orderDetailsFailed: 'Failed to fetch order details.',
  unableToFetchOrder: 'Unable to fetch order details',
  orderDetailsNotFound: COMMERCE_MESSAGES.orderDetailsNotFound,
  orderReplaced: COMMERCE_MESSAGES.orderReplaced,
  orderCancelled: COMMERCE_MESSAGES.orderCancelled,
  cartFailed: 'Failed to fetch cart',
  taxFailed: 'Failed to fetch tax rate',
} as const;

export interface ShippingPrefill {
  address: string;
  postcode: string;
  phoneNumber: string;
}

/** The most recently added saved address in the order's state (addresses come oldest first). */
export function latestSavedAddress(
  state: string | null,
  addresses: readonly CustomerAddress[],
): CustomerAddress | undefined {
  return state ? addresses.findLast((address) => address.state === state) : undefined;
}

/**
 * Whether "Save this address" starts checked: for a shopper whose address book is empty, so that
 * the first checkout fills it (issue 38); a shopper with saved addresses picks one or ticks it.
 */
export const saveAddressByDefault = (addresses: readonly CustomerAddress[]) =>
  addresses.length === 0;

/**
 * What the shipping form starts with: the most recently added saved address in the order's state
 * (addresses come oldest first), and the phone number of the profile.
 */
export function shippingPrefill(
  state: string | null,
  addresses: readonly CustomerAddress[],
  profile: Pick<CustomerProfile, 'phone' | 'phoneNumber'> | null,
): ShippingPrefill {
  const saved = latestSavedAddress(state, addresses);
  return {
    address: saved?.address ?? '',
    postcode: saved?.postcode ?? '',
    phoneNumber: profile?.phoneNumber ?? profile?.phone ?? '',
  };
}

/**
 * The API's own message for a refused request (e.g. out of stock, no vendor subaccounts), else
 * the spec's text: a 5xx or a network failure says nothing a shopper can act on.
 */
export function messageForFailure(
  result: { status: number; message: string | undefined },
  fallback: string,
): string {
  return result.status >= 400 && result.status < 500 && result.message ? result.message : fallback;
}
