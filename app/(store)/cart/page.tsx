import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';

// The shopper's own: never indexed; the page itself is a static shell, the cart comes from the browser.
export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function CartPage() {
  return <CartView />;
}
