import { Link } from '@/components/layout/Link';
import { returnWindow } from '@/lib/shared/catalog/returns';
import styles from './SellerSummary.module.scss';

/** One line on refunds for this product, by its category, linking to the whole policy (issue 30). */
export function ReturnsSummary({ categoryTitle }: { categoryTitle: string | null }) {
  return (
    <p className={styles.returns} data-testid="returns-summary">
      Damaged, wrong or missing? Tell us within {returnWindow(categoryTitle)} of delivery for a
      refund.{' '}
      <Link href="/refund" prefetch={false} className={styles.returnsLink}>
        Refund policy
      </Link>
    </p>
  );
}
