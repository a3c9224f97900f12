import { Link } from '@/components/layout/Link';
import { useId } from 'react';
import type { CartTotals } from '@/lib/shared/cart/totals';
import { formatNaira } from '@/lib/shared/money';
import { FigureSkeleton } from './CartSkeleton';
import styles from './Cart.module.scss';

/**
 * Subtotal, Shipping (0.00 on the cart page, which says it is calculated at checkout, so that the
 * total's later rise is no surprise: issue 30), Tax and Total. While a cart change runs the figures
 * are skeletons: the server's answer, not the screen's guess, is what gets shown. Without a tax
 * rate, Tax and Total cannot be known and say so.
 */
export function OrderSummary({
  totals,
  pending,
  taxError,
  blockedReason,
}: {
  totals: CartTotals;
  pending: boolean;
  taxError: string | null;
  /** Why CONTINUE cannot be used now, if it cannot. */
  blockedReason: string | null;
}) {
  const reasonId = useId();
  const figure = (amount: number | null, testId: string) => (
    <dd data-testid={testId}>
      {pending ? <FigureSkeleton /> : amount === null ? '—' : formatNaira(amount)}
    </dd>
  );
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`} className={styles.summaryTitle}>
        Order Summary
      </h2>
      <dl className={styles.figures} aria-busy={pending}>
        <div>
          <dt>Subtotal</dt>
          {figure(totals.subtotal, 'summary-subtotal')}
        </div>
        <div>
          <dt>
            Shipping <span className={styles.figureNote}>calculated at checkout</span>
          </dt>
          {figure(totals.shipping, 'summary-shipping')}
        </div>
        <div>
          <dt>Tax</dt>
          {figure(taxError ? null : totals.tax, 'summary-tax')}
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          {figure(taxError ? null : totals.total, 'summary-total')}
        </div>
      </dl>
      {taxError && (
        <p className={styles.reason} role="alert">
          {taxError}
        </p>
      )}
      {blockedReason ? (
        <>
          <button type="button" className={styles.primary} disabled aria-describedby={reasonId}>
            CONTINUE
          </button>
          <p id={reasonId} className={styles.reason}>
            {blockedReason}
          </p>
        </>
      ) : (
        <Link href="/checkout/shipping" className={styles.primary} prefetch={false}>
          CONTINUE
        </Link>
      )}
    </section>
  );
}
