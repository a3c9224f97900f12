import Image from 'next/image';
import Link from 'next/link';
import type { Product } from '@/lib/marketplace/mappers';
import { Price } from './Price';
import styles from './ProductCard.module.scss';

/** Matches the grid in ProductGrid.module.scss: 2 columns on phones, 3 on tablets, 5 from 1024 px. */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) 19vw, (min-width: 640px) 31vw, 48vw';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Image
          src={product.image}
          alt={product.title}
          width={400}
          height={400}
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={`/products/${product.id}`} className={styles.link} prefetch={false}>
            {product.title}
          </Link>
        </h3>
        <Price
          price={product.price}
          originalPrice={product.isDiscounted ? product.originalPrice : undefined}
        />
      </div>
    </article>
  );
}
