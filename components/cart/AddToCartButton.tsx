'use client';

import { useState, useSyncExternalStore } from 'react';
import { notify } from '@/components/layout/toast';
import type { AddToCartResult, CartProduct } from '@/lib/browser/cart/add-to-cart';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { loginRedirectPath } from '@/lib/shared/redirect';

// The adding code (SWR and the contract's schemas) loads on the first press, not with every page
// of product cards (first-load JS budget, issue 3; bench/NOTES.md).
const loadAddToCart = () => import('@/lib/browser/cart/add-to-cart');

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Where the button sits decides its texts (spec section 8). */
export type AddToCartPlace = 'card' | 'page' | 'saved';

function successText(place: AddToCartPlace, title: string, raised: boolean): string {
  if (place === 'card') return CART_MESSAGES.cardAdded;
  if (place === 'saved') return CART_MESSAGES.addedTitle(title);
  return raised ? CART_MESSAGES.updated : CART_MESSAGES.added;
}

function toastFor(place: AddToCartPlace, result: AddToCartResult, title: string): void {
  if (result.kind === 'missing-info') return notify.error(result.message);
  if (!result.ok) {
    return notify.error(place === 'card' ? CART_MESSAGES.cardFailed : result.message);
  }
  // The toast says whether the add made a new line or raised the one there was (issue 26.6).
  const raised = result.kind === 'raised';
  const parts = [successText(place, title, raised)];
  if (raised) parts.push(CART_MESSAGES.raisedTo(result.qty));
  if (result.guest) parts.push(CART_MESSAGES.guestKept);
  notify.success(parts.join(' '));
}

/**
 * ADD TO CART on a card, the product page and a saved item: adds `qty` (or raises the line's
 * quantity). A signed-out shopper's add goes to the guest cart, which joins the account's cart at
 * login (decision 041); before hydration the button is a plain link to log in.
 */
export function AddToCartButton({
  product,
  title = '',
  qty = 1,
  place,
  className,
  label = 'ADD TO CART',
  returnTo,
}: {
  product: CartProduct;
  title?: string;
  qty?: number;
  place: AddToCartPlace;
  className?: string;
  label?: string;
  /**
   * The page to come back to after logging in. When given, the server HTML has a plain login link
   * until the page has hydrated, so that ADD TO CART works before (or without) JavaScript.
   */
  returnTo?: string;
}) {
  const [busy, setBusy] = useState(false);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);

  if (!hydrated && returnTo) {
    return (
      <a href={loginRedirectPath(returnTo)} className={className}>
        {label}
      </a>
    );
  }

  return (
    <button
      type="button"
      className={className}
      aria-busy={busy || undefined}
      disabled={busy}
      // A head start on the adding code: the press comes a moment before the click.
      onPointerDown={() => void loadAddToCart()}
      onClick={async (event) => {
        // The button sits inside clickable cards: the click is the button's alone.
        event.preventDefault();
        event.stopPropagation();
        const fallback = place === 'saved' ? CART_MESSAGES.unexpected : CART_MESSAGES.addFailed;
        setBusy(true);
        try {
          const { addToCart } = await loadAddToCart();
          toastFor(place, await addToCart(product, qty, fallback), title);
        } catch {
          // The code could not be loaded (the connection dropped): the same failure texts.
          const failed = { ok: false, message: fallback, status: 0, qty, guest: false } as const;
          toastFor(place, { ...failed, kind: 'added' }, title);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}
