import { Link } from '@/components/layout/Link';
import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { ProductCard } from '@/components/catalog/ProductCard';
import type { Product } from '@/lib/shared/catalog/mappers';
import styles from './LatestProducts.module.scss';

/** Spec section 9: the latest row shows 5 items. */
export const LATEST_ROW_SIZE = 5;

/**
 * The newest products of every state, the nearest to the shopper first (decision 054), one row of
 * five cards and a tile to the whole marketplace. On a phone the row scrolls sideways instead of stacking five tall cards. `null`
 * means the products could not be loaded.
 */
export function LatestProducts({ products }: { products: Product[] | null }) {
  return (
    <section aria-labelledby="latest-products" className={styles.latest}>
      <div className={styles.header}>
        <h2 id="latest-products" className={styles.title}>
          Latest products
        </h2>
        <p className={styles.subtitle}>Just listed, nearest to you first</p>
      </div>
      {products === null ? (
        <CatalogMessage tone="error">Failed to load products</CatalogMessage>
      ) : products.length === 0 ? (
        <CatalogMessage>No products found</CatalogMessage>
      ) : (
        <ul role="list" className={styles.row} data-testid="latest-row">
          {products.slice(0, LATEST_ROW_SIZE).map((product) => (
            <li key={product.id} className={styles.item}>
              {/* Below the slider, whose first image is the page's largest: on a slow connection
                  the thumbnails load after it rather than beside it, even where they show. */}
              <ProductCard product={product} lowPriority />
            </li>
          ))}
          <li className={styles.item}>
            <Link href="/shop" className={styles.marketplace} prefetch={false}>
              <span className={styles.marketplaceIcon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path
                    d="M5 12h14M13 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <span className={styles.marketplaceTitle}>Go to Marketplace</span>
              <span className={styles.marketplaceText}>
                Grains, tubers, vegetables, livestock and farm inputs from every vendor
              </span>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
