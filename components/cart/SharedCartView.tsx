import { Link } from '@/components/layout/Link';
import { CART_LINK_FORM } from '@/lib/browser/api/forms';
import type { OpenedCart } from '@/lib/server/cart-share';
import { lineTotal } from '@/lib/shared/cart/totals';
import { formatNaira } from '@/lib/shared/money';
import styles from './SharedCart.module.scss';

export const SHARED_CART_TEXTS = {
  title: 'A cart shared with you',
  add: 'Add these to my cart',
  nothing: 'Nothing in this cart can be bought today.',
  leftOut: 'Left out:',
  added: 'They go in your cart on top of what is already there, at the prices shown.',
} as const;

/**
 * A shared cart opened (issue 41): its lines at today's prices, each capped at the stock left,
 * what was left out and why, and one button (a plain form, so it works without scripts) that puts
 * the lines in the opener's own cart, signed in or not.
 */
export function SharedCartView({ opened, token }: { opened: OpenedCart; token: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="shared-cart-title">
        <h1 id="shared-cart-title" className={styles.title}>
          {SHARED_CART_TEXTS.title}
        </h1>
        {opened.lines.length > 0 ? (
          <ul className={styles.lines} role="list" data-testid="shared-lines">
            {opened.lines.map(({ product, qty, asked }) => (
              <li key={product.id} className={styles.line} data-testid="shared-line">
                <Link href={`/products/${product.id}`}>{product.title}</Link>
                <span>
                  {qty} × {formatNaira(product.price)} ={' '}
                  {formatNaira(lineTotal(product.price, qty))}
                  {qty < asked && (
                    <span className={styles.note}>
                      {' '}
                      (only {qty} left; the link asked for {asked})
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{SHARED_CART_TEXTS.nothing}</p>
        )}
        {opened.leftOut.length > 0 && (
          <div className={styles.leftOut} data-testid="shared-left-out">
            <strong>{SHARED_CART_TEXTS.leftOut}</strong>
            <ul>
              {opened.leftOut.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        {opened.lines.length > 0 && (
          <>
            <p className={styles.total}>Total: {formatNaira(opened.total)}</p>
            <form method="post" action={CART_LINK_FORM} className={styles.actions}>
              <input type="hidden" name="token" value={token} />
              <button type="submit" className={styles.primary}>
                {SHARED_CART_TEXTS.add}
              </button>
            </form>
            <p className={styles.note}>{SHARED_CART_TEXTS.added}</p>
          </>
        )}
      </section>
      <Link href="/shop" className={styles.secondary}>
        Keep shopping
      </Link>
    </div>
  );
}
