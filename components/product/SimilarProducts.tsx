import { ProductCard } from '@/components/catalog/ProductCard';
import type { Product } from '@/lib/shared/catalog/mappers';
import styles from './SimilarProducts.module.scss';

/** Four columns from 1024 px (SimilarProducts.module.scss), three on tablets, a sideways row on phones. */
const IMAGE_SIZES =
  '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 44vw';

/**
 * What a sold-out product's page offers instead (issue 38 part 5): products of its category that
 * can be bought now, nearest first (decision 056). Nothing at all when there are none, or when they
 * could not be read: the page is still the product's.
 */
export function SimilarProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-products" className={styles.similar}>
      <div className={styles.header}>
        <h2 id="similar-products" className={styles.title}>
          Similar products
        </h2>
        <p className={styles.subtitle}>In stock now, nearest first</p>
      </div>
      <ul role="list" className={styles.row} data-testid="similar-products">
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} imageSizes={IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
