import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { Notice } from '@/components/form/Notice';
import { CartLines } from '@/components/checkout/CartLines';
import { ShippingForm } from '@/components/checkout/ShippingForm';
import styles from '@/components/checkout/Checkout.module.scss';
import { initialDeliveryState } from '@/lib/shared/checkout/delivery';
import { CHECKOUT_MESSAGES, shippingPrefill } from '@/lib/shared/checkout/shipping';
import { getProfile } from '@/lib/server/marketplace/account';
import {
  getAddresses,
  getCart,
  getDeliveryAreas,
  getTaxPercent,
} from '@/lib/server/marketplace/checkout';
import { getDeliveryStates, getShippingQuote } from '@/lib/server/marketplace/delivery';
import { getLocation, getSession } from '@/lib/server/session';

export const metadata: Metadata = { title: 'Shipping' };

export const dynamic = 'force-dynamic';

/** Resolves to undefined instead of throwing: a missing extra (saved address, phone) is no error. */
const orUndefined = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/**
 * Checkout shipping. Everything the form needs is read here in one server round trip (cart, tax,
 * saved addresses, profile, then the delivery state's areas and the cart's shipments), so a phone on slow data
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

  if (cart.cartItems.length === 0) {
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

  // Delivered where the shopper is (decision 045): their location, else a saved address's state.
  const states = await getDeliveryStates().catch(() => null);
  const location = await getLocation();
  const state = initialDeliveryState(states ?? [], {
    location,
    addressStates: (addresses ?? []).map((address) => address.state),
  });
  const [areas, quote] = state
    ? await Promise.all([
        getDeliveryAreas(state).catch(() => null),
        getShippingQuote(token, state).catch(() => null),
      ])
    : [states === null ? null : [], null];
  const notice =
    location && location !== state ? `We do not deliver to ${location} yet.` : undefined;
  const names = Object.fromEntries(
    cart.cartItems.map((item) => [item.productId, `${item.product.title} × ${item.qty}`]),
  );

  return (
    <div className={styles.page}>
      {heading}
      <ShippingForm
        state={state}
        areas={areas}
        states={states ?? []}
        quote={quote}
        notice={notice}
        names={names}
        lines={cart.cartItems}
        taxPercent={taxPercent}
        prefill={shippingPrefill(state, addresses ?? [], profile ?? null)}
        savedAddresses={addresses ?? []}
      >
        <CartLines items={cart.cartItems} />
      </ShippingForm>
    </div>
  );
}
