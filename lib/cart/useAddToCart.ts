'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callBff } from '@/lib/bff/browser';
import { cartResponse, type Cart } from '@/lib/contract/commerce';
import { unwrap } from './fetcher';
import { CART_KEY } from './keys';
import { CART_MESSAGES as M } from './messages';
import { useCartActions, type CartActionResult } from './useCart';

/** What a card, the product page or a saved item knows about the product being added. */
export interface CartProduct {
  productId?: string;
  price?: number;
  vendorId?: string;
  storeName?: string;
}

export type AddToCartResult =
  | (CartActionResult & { kind: 'added' | 'updated' })
  | { ok: false; kind: 'missing-info'; message: string; status: 0 };

/**
 * Adds `qty` of a product (spec section 4): a new line when the product is not in the cart, else
 * the line's quantity goes up by `qty` (PUT cart/update with the sum), so pressing Add twice means
 * two. The server checks stock and prices; its answer replaces the cart and the header badge.
 */
export function useAddToCart() {
  const { cache } = useSWRConfig();
  const { change, busy } = useCartActions();

  const add = useCallback(
    async (
      product: CartProduct,
      qty: number,
      fallback: string = M.addFailed,
    ): Promise<AddToCartResult> => {
      const { productId, price, vendorId, storeName } = product;
      if (!productId || !vendorId || !storeName) {
        return { ok: false, kind: 'missing-info', message: M.productOrVendorMissing, status: 0 };
      }
      let cart = cache.get(CART_KEY)?.data as Cart | undefined;
      if (!cart) {
        try {
          cart = unwrap(await callBff(CART_KEY), cartResponse, fallback);
        } catch (error) {
          const failed = error as { status?: number; message: string };
          return { ok: false, kind: 'added', message: failed.message, status: failed.status ?? 0 };
        }
      }
      const line = cart.cartItems.find((item) => item.productId === productId);
      if (line) {
        const result = await change(
          () =>
            callBff('/api/customer/cart/update', {
              method: 'PUT',
              body: { productId, qty: line.qty + qty },
            }),
          fallback,
        );
        return { ...result, kind: 'updated' };
      }
      const result = await change(
        () =>
          callBff('/api/customer/cart/add', {
            method: 'POST',
            body: { productId, qty, price, vendorId, storeName },
          }),
        fallback,
      );
      return { ...result, kind: 'added' };
    },
    [cache, change],
  );

  return { add, busy };
}
