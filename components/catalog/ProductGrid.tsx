import type { Product } from '@/lib/marketplace/mappers';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

/** Cards that are likely above the fold on a phone load at once; the rest wait for scrolling. */
const EAGER_CARDS = 4;

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
