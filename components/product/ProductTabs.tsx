import type { ProductReview } from '@/lib/server/marketplace/product';
import { sanitizeVendorHtml } from '@/lib/server/sanitize';
import { ProductReviews } from './ProductReviews';
import { Tabs } from './Tabs';
import styles from './ProductTabs.module.scss';

/**
 * Description and Reviews. The vendor's HTML is sanitised here on the server; reviews come with
 * the page, or from the browser when the server could not read them (`reviews` null) and after
 * the shopper saves a review.
 */
export function ProductTabs({
  productId,
  description,
  reviews,
  numReviews,
}: {
  productId: string;
  description: string;
  reviews: ProductReview[] | null;
  numReviews: number;
}) {
  const html = sanitizeVendorHtml(description).trim();
  return (
    <Tabs
      label="Product information"
      tabs={[
        {
          id: 'description',
          label: 'Description',
          panel: (
            <>
              <h2 className="visually-hidden">Description</h2>
              {html ? (
                <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
              ) : (
                <p className={styles.muted}>No description available</p>
              )}
            </>
          ),
        },
        {
          id: 'reviews',
          label: numReviews > 0 ? `Reviews (${numReviews})` : 'Reviews',
          panel: (
            <>
              <h2 className="visually-hidden">Reviews</h2>
              <ProductReviews productId={productId} reviews={reviews} />
            </>
          ),
        },
      ]}
    />
  );
}
