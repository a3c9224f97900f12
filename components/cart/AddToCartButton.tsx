'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { notify } from '@/components/layout/toast';
import type { AddToCartResult, CartProduct } from '@/lib/cart/add-to-cart';
import { CART_MESSAGES } from '@/lib/cart/messages';
import { loginRedirectPath } from '@/lib/redirect';

// The adding code (SWR and the contract's schemas) loads on the first press, not with every page
// of product cards (first-load JS budget, issue 3; bench/NOTES.md).
const loadAddToCart = () => import('@/lib/cart/add-to-cart');

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Where the button sits decides its texts (spec section 8). */
export type AddToCartPlace = 'card' | 'page' | 'saved';

function toastFor(place: AddToCartPlace, result: AddToCartResult, title: string): void {
  if (result.kind === 'missing-info') return notify.error(result.message);
  if (place === 'card') {
    return result.ok
      ? notify.success(CART_MESSAGES.cardAdded)
      : notify.error(CART_MESSAGES.cardFailed);
  }
  if (place === 'saved') {
    return result.ok
      ? notify.success(CART_MESSAGES.addedTitle(title))
      : notify.error(result.message);
  }
  if (!result.ok) return notify.error(result.message);
  notify.success(result.kind === 'updated' ? CART_MESSAGES.updated : CART_MESSAGES.added);
}

/**
 * ADD TO CART on a card, the product page and a saved item. A signed-out shopper is sent to log
 * in and brought back to this page; a signed-in one adds `qty` (or raises the line's quantity).
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
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);

  // Read at click time rather than with useSearchParams, so that static pages need no Suspense.
  const toLogin = () =>
    router.push(loginRedirectPath(`${window.location.pathname}${window.location.search}`));

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
          const result = await addToCart(product, qty, fallback);
          // The session ended (or never was): log in, then come back here.
          if (!result.ok && result.status === 401) return toLogin();
          toastFor(place, result, title);
        } catch {
          // The code could not be loaded (the connection dropped): the same failure texts.
          toastFor(place, { ok: false, kind: 'added', message: fallback, status: 0 }, title);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}
