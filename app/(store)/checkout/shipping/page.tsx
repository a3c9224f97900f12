import type { Metadata } from 'next';
import Link from 'next/link';
import { Notice } from '@/components/auth/Notice';
import { CartLines } from '@/components/checkout/CartLines';
import { ShippingForm } from '@/components/checkout/ShippingForm';
import styles from '@/components/checkout/Checkout.module.scss';
import { CHECKOUT_MESSAGES, checkoutState, shippingPrefill } from '@/lib/checkout/shipping';
import { getProfile } from '@/lib/marketplace/account';
import { getAddresses, getCart, getDeliveryAreas, getTaxPercent } from '@/lib/marketplace/checkout';
import { getSession } from '@/lib/session';

export const metadata: Metadata = { title: 'Shipping' };

export const dynamic = 'force-dynamic';

/** Resolves to undefined instead of throwing: a missing extra (saved address, phone) is no error. */
const orUndefined = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/**
 * Checkout shipping. Everything the form needs is read here in one server round trip (cart, tax,
 * saved addresses, profile, then the delivery areas of the cart's state), so a phone on slow data
 * gets one page, not a cascade of requests.
 */
export default async function ShippingPage() {
  const { token } = await getSession();
  if (!token) return null;
  const [cart, taxPercent, addresses, profile] = await Promise.all([
    orUndefined(getCart(token)),
    orUndefined(getTaxPercent()),
    orUndefined(getAddresses(token)),
    orUndefined(getProfile(token)),
  ]);

  const heading = (
    <div className={styles.heading}>
      <h1 className={styles.title}>Shipping</h1>
      <p className={styles.lead}>Where should we deliver your order?</p>
    </div>
  );

  if (!cart || taxPercent === undefined) {
    return (
      <div className={styles.page}>
        {heading}
        <Notice tone="error">
          {!cart ? CHECKOUT_MESSAGES.cartFailed : CHECKOUT_MESSAGES.taxFailed}
        </Notice>
        <Link href="/checkout/shipping" className={styles.secondaryLink}>
          Try again
        </Link>
      </div>
    );
  }

  const state = checkoutState(cart);
  if (!state) {
    return (
      <div className={styles.page}>
        {heading}
        <div className={`${styles.card} ${styles.message}`}>
          <p>Your cart is empty.</p>
          <Link href="/shop" className={styles.actionLink}>
            SHOP NOW
          </Link>
        </div>
      </div>
    );
  }

  // Only asked once the cart has a state: the spec skips it for an empty cart.
  const areas = await getDeliveryAreas(state).catch(() => null);

  return (
    <div className={styles.page}>
      {heading}
      <ShippingForm
        state={state}
        areas={areas}
        lines={cart.cartItems}
        taxPercent={taxPercent}
        prefill={shippingPrefill(state, addresses ?? [], profile ?? null)}
      >
        <CartLines items={cart.cartItems} />
      </ShippingForm>
    </div>
  );
}
