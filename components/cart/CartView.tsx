'use client';

import { useRef } from 'react';
import { Link } from '@/components/layout/Link';
import { notify } from '@/components/layout/toast';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { cartTotals } from '@/lib/shared/cart/totals';
import { useCart, useCartActions, useTaxRate } from '@/lib/browser/useCart';
import { useElapsed } from '@/lib/browser/useElapsed';
import { CartLine } from './CartLine';
import { CartSkeleton } from './CartSkeleton';
import { EmptyCart } from './EmptyCart';
import { OrderSummary } from './OrderSummary';
import styles from './Cart.module.scss';

/** Spec section 9: the empty cart shows only after 2.5 s, skeletons before. */
export const EMPTY_CART_DELAY_MS = 2_500;
const UNAVAILABLE_REASON =
  'Some items are not available: remove them or lower their quantity to continue.';

/**
 * The cart page: fetched on open, changed in place (optimistically, rolled back with the error's
 * text when the server refuses), with the Order Summary from the server's lines and the tax rate.
 */
export function CartView() {
  const { data: cart, error, signedIn, mutate } = useCart();
  const guest = signedIn === false;
  const { update, remove, clear, restore, busy } = useCartActions(guest);
  const hasLines = Boolean(cart && cart.cartItems.length > 0);
  const tax = useTaxRate(hasLines);
  const emptyMayShow = useElapsed(EMPTY_CART_DELAY_MS);
  // A removed line takes its focused Remove button with it: focus goes back to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();

  const report = async (action: Promise<{ ok: boolean; message: string }>) => {
    const result = await action;
    if (!result.ok) notify.error(result.message);
  };

  /** Clear Cart empties the cart at once and offers Undo in its toast (decision 041). */
  const clearWithUndo = async () => {
    const snapshot = (cart?.cartItems ?? []).map(({ productId, qty }) => ({ productId, qty }));
    const result = await clear();
    if (!result.ok) return notify.error(result.message);
    notify.withAction(CART_MESSAGES.clearedUndo, CART_MESSAGES.undo, () => {
      void restore(snapshot).then((restored) =>
        restored.ok ? notify.success(CART_MESSAGES.restored) : notify.error(restored.message),
      );
    });
  };

  let body;
  if (error && !cart) {
    body = (
      <div className={styles.error} role="alert">
        <p>{error.message || CART_MESSAGES.fetchFailed}</p>
        <button type="button" className={styles.linkButton} onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  } else if (!cart || (!hasLines && !emptyMayShow)) {
    body = <CartSkeleton />;
  } else if (!hasLines) {
    body = <EmptyCart signedOut={guest} />;
  }

  const lines = cart?.cartItems ?? [];
  const totals = cartTotals(lines, tax.data?.taxPercent ?? 0);
  const unavailable = lines.some((line) => !line.available);
  const taxError = tax.error ? tax.error.message || CART_MESSAGES.taxFailed : null;

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="cart-title" aria-busy={busy}>
        <div className={styles.listHeader}>
          <h1 id="cart-title" className={styles.title} ref={heading} tabIndex={-1}>
            Shopping Cart
          </h1>
          {hasLines && !body && (
            <div className={styles.headerActions}>
              {/* A page of its own makes the link on the server: no script here for it. */}
              <Link href="/cart/share" className={styles.shareLink}>
                Share this cart
              </Link>
              <button
                type="button"
                className={styles.linkButton}
                disabled={busy}
                onClick={() => {
                  focusHeading();
                  void clearWithUndo();
                }}
              >
                Clear Cart
              </button>
            </div>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {busy ? 'Updating your cart…' : ''}
        </p>
        {body ?? (
          <ul className={styles.lines} role="list">
            {lines.map((line) => (
              <CartLine
                key={line.productId}
                line={line}
                onQuantity={(productId, qty) => void report(update(productId, qty))}
                onRemove={(productId) => {
                  focusHeading();
                  void report(remove(productId));
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {hasLines && !body && (
        <OrderSummary
          totals={totals}
          pending={busy || (!tax.data && !tax.error)}
          taxError={taxError}
          blockedReason={unavailable ? UNAVAILABLE_REASON : null}
        />
      )}
    </div>
  );
}
