import type { NigerianState } from '@/lib/contract';
import { ShowAllNigeriaButton } from './ShowAllNigeriaButton';
import styles from './OtherStatesHint.module.scss';

/**
 * "3 more products in other states", with one tap to see them (issue 30, decision 042): a list
 * the shopper's location narrowed never hides products without a word. Nothing when the location
 * left nothing out.
 */
export function OtherStatesHint({
  location,
  count,
}: {
  location: NigerianState | undefined;
  count: number | undefined;
}) {
  if (!location || !count) return null;
  const products = `${count.toLocaleString('en-NG')} more ${count === 1 ? 'product' : 'products'}`;
  return (
    <div className={styles.hint} role="note" aria-label="Products in other states">
      <p className={styles.text}>
        <strong>{products}</strong> in other states than {location}.
      </p>
      <ShowAllNigeriaButton />
    </div>
  );
}
