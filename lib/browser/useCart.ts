'use client';

import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import * as api from '@/lib/browser/api';
import type { BffResult } from '@/lib/browser/bff';
import type { Cart } from '@/lib/contract/commerce';
import { markSignedOut, setCartBadge } from '@/lib/browser/cart/badge';
import { changeCart, EMPTY_CART, type CartActionResult } from '@/lib/browser/cart/change';
import { BffError, bffFetcher, isSignInError } from './bff-fetcher';
import { CART_KEY, GUEST_CART_KEY, TAX_KEY } from './swr-keys';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';

/** Cart data is the shopper's own: fetched on open, never on focus or reconnect (spec section 9). */
const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 2_000,
} as const;

const fetchCart = bffFetcher((c) => c.cartResponse, CART_MESSAGES.fetchFailed);

/**
 * The shopper's cart. `signedIn` is null until /api/session has answered; a visitor's cart is the
 * guest cart (decision 041). Every answer also sets the header badge.
 */
export function useCart() {
  const { summary, loaded } = useSessionSummary();
  const signedIn = loaded ? summary.customer !== null : null;
  const key = signedIn === null ? null : signedIn ? CART_KEY : GUEST_CART_KEY;
  const swr = useSWR<Cart, BffError>(key, fetchCart, {
    ...OPTIONS,
    onSuccess: (cart) => setCartBadge(cart.itemCount),
    onError: (error) => {
      if (isSignInError(error)) markSignedOut();
    },
  });
  return { ...swr, signedIn };
}

/** taxPercent from GET tax; the same for everyone, so kept for the visit. */
export function useTaxRate(enabled: boolean) {
  return useSWR(
    enabled ? TAX_KEY : null,
    bffFetcher((c) => c.taxResponse, CART_MESSAGES.taxFailed),
    {
      ...OPTIONS,
      dedupingInterval: 600_000,
    },
  );
}

export function withQty(cart: Cart, productId: string, qty: number): Cart {
  return {
    ...cart,
    cartItems: cart.cartItems.map((line) =>
      line.productId === productId ? { ...line, qty } : line,
    ),
  };
}

export function withoutLine(cart: Cart, productId: string): Cart {
  const cartItems = cart.cartItems.filter((line) => line.productId !== productId);
  return { ...cart, cartItems, itemCount: cartItems.length };
}

/** The calls that change the account's cart, or (signed out) the guest cart. */
function cartCalls(guest: boolean) {
  return {
    update: (productId: string, qty: number) =>
      guest ? api.guestCart.update({ productId, qty }) : api.cart.update({ productId, qty }),
    remove: (productId: string) =>
      guest ? api.guestCart.remove({ query: { productId } }) : api.cart.remove(productId),
    clear: () => (guest ? api.guestCart.clear() : api.cart.clear()),
    /** Clear Cart's undo: the lines go back, each capped at the stock (decision 041). */
    restore: async (lines: { productId: string; qty: number }[]) => {
      if (!guest) return api.cart.merge({ items: lines });
      let answer: BffResult<Cart> = await api.guestCart.get();
      for (const line of lines) {
        const added = await api.guestCart.add(line);
        if (added.ok) answer = added;
      }
      return answer.ok ? { ...answer, data: { message: '', ...answer.data } } : answer;
    },
  };
}

/**
 * Changes to the cart (each one a changeCart: optimistic, then the server's answer or a rollback).
 * `busy` is true while any of this hook's calls runs. `guest`: the signed-out shopper's cart.
 */
export function useCartActions(guest = false) {
  const [running, setRunning] = useState(0);
  const key = guest ? GUEST_CART_KEY : CART_KEY;

  const change = useCallback(
    async (
      request: () => Promise<BffResult<unknown>>,
      fallback: string,
      optimistic?: (cart: Cart) => Cart,
    ): Promise<CartActionResult> => {
      setRunning((count) => count + 1);
      try {
        return await changeCart(request, fallback, optimistic, key);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [key],
  );

  const calls = cartCalls(guest);

  const update = (productId: string, qty: number) =>
    change(
      () => calls.update(productId, qty),
      CART_MESSAGES.updateFailed,
      (cart) => withQty(cart, productId, qty),
    );

  const remove = (productId: string) =>
    change(
      () => calls.remove(productId),
      CART_MESSAGES.removeFailed,
      (cart) => withoutLine(cart, productId),
    );

  const clear = () => change(calls.clear, CART_MESSAGES.clearFailed, () => EMPTY_CART);

  const restore = (lines: { productId: string; qty: number }[]) =>
    change(() => calls.restore(lines), CART_MESSAGES.restoreFailed);

  return { update, remove, clear, restore, change, busy: running > 0 };
}
