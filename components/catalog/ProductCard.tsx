import { getImageProps } from 'next/image';
import { Link } from '@/components/layout/Link';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { CARD_IMAGE_WIDTHS, limitImageWidths } from '@/lib/shared/image-widths';
import { shipsFromText } from '@/lib/shared/catalog/ships-from';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import type { Product } from '@/lib/shared/catalog/mappers';
import { ProductPrice } from './Price';
import { Stars } from './Stars';
import styles from './ProductCard.module.scss';

/** Matches the grid in ProductGrid.module.scss: 2 columns on phones, 3 on tablets, 5 from 1024 px. */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) 19vw, (min-width: 640px) 31vw, 48vw';

const ADD_TO_CART = 'Add to cart';

/**
 * A product in a list (spec section 2). The title's link is stretched over the whole card, so a
 * tap anywhere opens the product; the store link and the add-to-cart button sit above it and stay
 * separately clickable, with no link nested in another.
 */
export function ProductCard({
  product,
  eager = false,
  lowPriority = false,
  imageSizes = PRODUCT_CARD_IMAGE_SIZES,
}: {
  product: Product;
  eager?: boolean;
  /** Keeps the image at low priority even in view: behind a larger image the page leads with. */
  lowPriority?: boolean;
  imageSizes?: string;
}) {
  // next/image's attributes made on the server: a plain <img> needs none of its client code, which
  // would otherwise load with every list page (first-load JS budget, bench/NOTES.md).
  const { props: allWidths } = getImageProps({
    src: product.image,
    alt: product.title,
    width: 400,
    height: 400,
    sizes: imageSizes,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: lowPriority ? 'low' : undefined,
    className: styles.image,
  });
  const image = limitImageWidths(allWidths, CARD_IMAGE_WIDTHS);
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
        <img {...image} alt={product.title} />
        {(product.isSponsored || product.isTopSelling) && (
          <ul role="list" className={styles.badges}>
            {product.isSponsored && <li className={styles.sponsored}>Sponsored</li>}
            {product.isTopSelling && <li className={styles.topSelling}>Top Selling</li>}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={`/products/${product.id}`} className={styles.link} prefetch={false}>
            {product.title}
          </Link>
        </h3>
        <ProductPrice product={product} />
        {product.numReviews > 0 ? (
          <p className={styles.rating}>
            <Stars rating={product.averageRating} />
            <span className={styles.reviewCount}>
              ({product.numReviews}
              <span className="visually-hidden">
                {' '}
                {product.numReviews === 1 ? 'review' : 'reviews'}
              </span>
              )
            </span>
          </p>
        ) : (
          <p className={styles.rating}>No reviews yet</p>
        )}
        <p className={styles.seller}>
          Sold by{' '}
          <Link
            href={vendorStorePath(product.vendor.storeName)}
            className={styles.sellerLink}
            prefetch={false}
          >
            {product.vendor.storeName}
          </Link>
        </p>
        <p className={styles.shipsFrom} data-testid="ships-from">
          {shipsFromText(product.warehouseState, product.deliveryDays)}
        </p>
        <div className={styles.actions}>
          <AddToCartButton
            product={{
              productId: product.id,
              price: product.price,
              vendorId: product.vendor.id,
              storeName: product.vendor.storeName,
            }}
            title={product.title}
            place="card"
            className={styles.cartButton}
            label={ADD_TO_CART}
          />
        </div>
      </div>
    </article>
  );
}
