import type { ReactNode } from 'react';
import type { CartTotals } from '@/lib/shared/cart/totals';
import { formatDate } from '@/lib/shared/dates';
import { formatNaira } from '@/lib/shared/money';
import styles from './OrderSummary.module.scss';

/**
 * Order Summary: optional Date, Subtotal, Shipping, Tax (with its rate), Total. Amounts come
 * worked out (lib/shared/cart/totals.ts or the API's order); this only lays them out.
 */
export function OrderSummary({
  amounts,
  taxRate,
  date,
  title = 'Order Summary',
  headingLevel = 2,
  children,
}: {
  amounts: CartTotals;
  taxRate?: number;
  date?: string;
  title?: string;
  headingLevel?: 2 | 3;
  /** The page's action (CONTINUE, PLACE ORDER, ...), below the total. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.summary} aria-label={title} data-testid="order-summary">
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.rows}>
        {date ? <Row label="Date" value={formatDate(date)} /> : null}
        <Row label="Subtotal" value={formatNaira(amounts.subtotal)} />
        <Row label="Shipping" value={formatNaira(amounts.shipping)} />
        <Row
          label={taxRate === undefined ? 'Tax' : `Tax (${taxRate}%)`}
          value={formatNaira(amounts.tax)}
          testId="tax"
        />
        <Row label="Total" value={formatNaira(amounts.total)} total />
      </dl>
      {children}
    </section>
  );
}

function Row({
  label,
  value,
  total = false,
  testId,
}: {
  label: string;
  value: string;
  total?: boolean;
  testId?: string;
}) {
  return (
    <div className={total ? `${styles.row} ${styles.total}` : styles.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
