import { Link } from '@/components/layout/Link';
import type { Cart } from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/shared/money';
import { cartShareMessage } from '@/lib/shared/share';
import { ShareLinkFields } from '@/components/share/ShareLinkFields';
import styles from './SharedCart.module.scss';

export const SHARE_CART_TEXTS = {
  title: 'Share this cart',
  empty: 'Your cart is empty: there is nothing to share yet.',
  failed: 'Your cart could not be read. Please try again.',
  whatsApp: 'Share on WhatsApp',
  link: 'Link to this cart',
  privacy:
    'The link holds the products and quantities only: no name, address or phone number. ' +
    "Whoever opens it sees today's prices and stock, and can put the same lines in their own cart.",
} as const;

/**
 * "Share this cart" (issue 41): the cart's lines as the WhatsApp message will list them, the
 * total at today's prices, and the signed link, opened in WhatsApp's share or copied from its
 * field. Drawn on the server: the cart page loads no script for it.
 */
export function ShareCartView({
  cart,
  url,
  siteName,
}: {
  cart: Cart | null;
  url: string | null;
  siteName: string;
}) {
  let body;
  if (!cart) {
    body = <p role="alert">{SHARE_CART_TEXTS.failed}</p>;
  } else if (!url || cart.cartItems.length === 0) {
    body = (
      <>
        <p>{SHARE_CART_TEXTS.empty}</p>
        <Link href="/shop" className={styles.primary}>
          SHOP NOW
        </Link>
      </>
    );
  } else {
    const lines = cart.cartItems.map((line) => ({ title: line.product.title, qty: line.qty }));
    const total = formatNaira(cart.totalPrice);
    const message = cartShareMessage(lines, total, siteName, url);
    body = (
      <>
        <ul className={styles.lines} role="list">
          {lines.map((line, i) => (
            <li key={cart.cartItems[i].productId} className={styles.line}>
              <span>{line.title}</span>
              <span>× {line.qty}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>Total: {total}</p>
        <ShareLinkFields
          url={url}
          message={message}
          whatsAppLabel={SHARE_CART_TEXTS.whatsApp}
          fieldLabel={SHARE_CART_TEXTS.link}
          testId="cart-link"
        />
        <p className={styles.note}>{SHARE_CART_TEXTS.privacy}</p>
      </>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="share-cart-title">
        <h1 id="share-cart-title" className={styles.title}>
          {SHARE_CART_TEXTS.title}
        </h1>
        {body}
      </section>
      <Link href="/cart" className={styles.secondary}>
        Back to your cart
      </Link>
    </div>
  );
}
