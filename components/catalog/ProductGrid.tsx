import type { Product } from '@/lib/shared/catalog/mappers';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

/**
 * The first row on a phone (two cards) loads at once, and React preloads those images from the
 * <head>; the rest load once the browser has laid the page out and sees them near the screen. Four
 * eager cards made four image preloads compete with the first card's image, the page's largest,
 * on a slow connection.
 */
const EAGER_CARDS = 2;

/** Beside the filter column (from 1024 px) the grid has 4 columns of about 220 px. */
export const LIST_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 220px, (min-width: 1024px) 18vw, (min-width: 640px) 31vw, 48vw';

export type GridLayout = 'full' | 'beside-filters';

export function ProductGrid({
  products,
  layout = 'full',
  eagerCards = EAGER_CARDS,
}: {
  products: Product[];
  layout?: GridLayout;
  /** 0 where something above the grid (a store's banner) is the page's largest image. */
  eagerCards?: number;
}) {
  return (
    <ul
      role="list"
      className={`${styles.grid} ${layout === 'beside-filters' ? styles.narrow : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            eager={index < eagerCards}
            imageSizes={layout === 'beside-filters' ? LIST_CARD_IMAGE_SIZES : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
