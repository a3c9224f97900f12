'use client';

import { cartBadgeText } from '@/lib/shared/session-summary';
import { useSessionSummary } from '@/lib/browser/useSessionSummary';
import styles from './CartBadge.module.scss';

/** The cart icon's item count; it sits over the icon, so its arrival moves nothing. */
export function CartBadge() {
  const { summary } = useSessionSummary();
  const text = cartBadgeText(summary.cartCount);
  if (!text) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
        {text}
      </span>
      <span className="visually-hidden">
        {`(${summary.cartCount} ${summary.cartCount === 1 ? 'item' : 'items'})`}
      </span>
    </>
  );
}
