import { Link } from '@/components/layout/Link';
import { loginRedirectPath } from '@/lib/shared/redirect';
import styles from './Cart.module.scss';

/** The empty cart (spec section 2); a visitor is also offered to log in to see their cart. */
export function EmptyCart({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <div className={styles.empty} data-testid="empty-cart">
      <h2 className={styles.emptyTitle}>Hey! It looks empty!</h2>
      <p className={styles.muted}>Let&apos;s add some items to make it heavy</p>
      <Link href="/shop" className={styles.primary} prefetch={false}>
        SHOP NOW
      </Link>
      {signedOut && (
        <p className={styles.muted}>
          Have an account?{' '}
          <Link href={loginRedirectPath('/cart')} prefetch={false}>
            Log in to see your cart
          </Link>
        </p>
      )}
    </div>
  );
}
