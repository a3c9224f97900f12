import { mutate } from 'swr';
import * as api from '@/lib/browser/api';
import type { Cart, CartMergeResponse } from '@/lib/contract/commerce';
import { BffError, isSignInError, unwrap } from '@/lib/browser/bff-fetcher';
import { CART_KEY } from '@/lib/browser/swr-keys';
import { markSignedOut, setCartBadge } from '@/lib/browser/cart/badge';

export const BUY_AGAIN_MESSAGES = {
  failed: 'Could not add this order to your cart. Please try again.',
  noneAdded: 'Nothing from this order could be added to your cart.',
} as const;

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** The toast after Buy again: what went in (at today's prices) and what did not, with why. */
export function buyAgainText(answer: Pick<CartMergeResponse, 'added' | 'skipped'>): string {
  const parts = [
    answer.added.length > 0
      ? `Added ${products(answer.added.length)} to your cart at today's prices.`
      : BUY_AGAIN_MESSAGES.noneAdded,
  ];
  for (const skip of answer.skipped) parts.push(`Not added: ${skip.reason}`);
  return parts.join(' ');
}

export type BuyAgainResult =
  { ok: true; text: string; addedAny: boolean } | { ok: false; text: string; status: number };

/**
 * Buy again (issue 26.5): the API puts the order's products in the cart, each capped at the stock
 * left; the cart and the header badge take its answer.
 */
export async function buyAgain(orderId: string): Promise<BuyAgainResult> {
  try {
    const answer = await unwrap(
      api.orders.buyAgain(orderId),
      (c) => c.cartMergeResponse,
      BUY_AGAIN_MESSAGES.failed,
    );
    const { cartItems, totalPrice, itemCount } = answer;
    await mutate<Cart>(CART_KEY, { cartItems, totalPrice, itemCount }, { revalidate: false });
    setCartBadge(itemCount);
    return { ok: true, text: buyAgainText(answer), addedAny: answer.added.length > 0 };
  } catch (error) {
    if (isSignInError(error)) markSignedOut();
    const status = error instanceof BffError ? error.status : 0;
    const text = error instanceof Error ? error.message : BUY_AGAIN_MESSAGES.failed;
    return { ok: false, text, status };
  }
}
