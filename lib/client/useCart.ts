'use client';

import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useSessionSummary } from '@/lib/client/useSessionSummary';
import { callBff } from '@/lib/bff/browser';
import type { Cart } from '@/lib/contract/commerce';
import { markSignedOut, setCartBadge } from '@/lib/cart/badge';
import { changeCart, EMPTY_CART, type CartActionResult } from '@/lib/cart/change';
import { BffError, bffFetcher, isSignInError } from './bff-fetcher';
import { CART_KEY, TAX_KEY } from './swr-keys';
import { CART_MESSAGES } from '@/lib/cart/messages';

/** Cart data is the shopper's own: fetched on open, never on focus or reconnect (spec section 9). */
const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 2_000,
} as const;

const fetchCart = bffFetcher((c) => c.cartResponse, CART_MESSAGES.fetchFailed);

/**
 * The shopper's cart. `signedIn` is null until /api/session has answered; a visitor has no cart
 * to fetch. Every answer also sets the header badge.
 */
export function useCart() {
  const { summary, loaded } = useSessionSummary();
  const signedIn = loaded ? summary.customer !== null : null;
  const swr = useSWR<Cart, BffError>(signedIn ? CART_KEY : null, fetchCart, {
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

/**
 * Changes to the cart (each one a changeCart: optimistic, then the server's answer or a rollback).
 * `busy` is true while any of this hook's calls runs.
 */
export function useCartActions() {
  const [running, setRunning] = useState(0);

  const change = useCallback(
    async (
      request: () => ReturnType<typeof callBff>,
      fallback: string,
      optimistic?: (cart: Cart) => Cart,
    ): Promise<CartActionResult> => {
      setRunning((count) => count + 1);
      try {
        return await changeCart(request, fallback, optimistic);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [],
  );

  const update = useCallback(
    (productId: string, qty: number) =>
      change(
        () => callBff('/api/customer/cart/update', { method: 'PUT', body: { productId, qty } }),
        CART_MESSAGES.updateFailed,
        (cart) => withQty(cart, productId, qty),
      ),
    [change],
  );

  const remove = useCallback(
    (productId: string) =>
      change(
        () =>
          callBff(`/api/customer/cart/remove/${encodeURIComponent(productId)}`, {
            method: 'DELETE',
          }),
        CART_MESSAGES.removeFailed,
        (cart) => withoutLine(cart, productId),
      ),
    [change],
  );

  const clear = useCallback(
    () =>
      change(
        () => callBff('/api/customer/cart/clear', { method: 'DELETE' }),
        CART_MESSAGES.clearFailed,
        () => EMPTY_CART,
      ),
    [change],
  );

  return { update, remove, clear, change, busy: running > 0 };
}
