import { getImageProps } from 'next/image';
import { ProductPrice } from '@/components/catalog/Price';
import { Stars } from '@/components/catalog/Stars';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';
import { shipsFromText } from '@/lib/shared/catalog/ships-from';
import { lightenImage, LITE_WIDTHS } from '@/lib/shared/lite-mode';
import type { Product } from '@/lib/shared/catalog/mappers';
import { searchPath } from '@/lib/shared/search-suggestions';
import styles from './Lite.module.scss';

/** Two cards a row on a phone, three from 640 px: the Lite grid (Lite.module.scss). */
const CARD_SIZES = '(min-width: 640px) 31vw, 48vw';

/**
 * An optimised picture for a Lite page: next/image's attributes made on the server, then only the
 * narrow, quality-40 widths (lib/shared/lite-mode.ts). A plain <img>: Lite pages have no scripts.
 */
export function liteImage(
  src: string,
  alt: string,
  { sizes, maxWidth, eager = false }: { sizes: string; maxWidth: number; eager?: boolean },
) {
  const { props } = getImageProps({
    src,
    alt,
    width: 400,
    height: 400,
    sizes,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
  });
  return lightenImage(props, maxWidth);
}

/** A product in a Lite list: picture, title (the link), price, stars and where it ships from. */
function LiteProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const image = liteImage(product.image, product.title, {
    sizes: CARD_SIZES,
    maxWidth: LITE_WIDTHS.card,
    eager,
  });
  return (
    <article className={styles.card} data-testid="product-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
      <img {...image} alt={product.title} className={styles.cardImage} />
      <h3 className={styles.cardTitle}>
        <a href={`/products/${product.id}`} className={styles.cardLink}>
          {product.title}
        </a>
      </h3>
      <ProductPrice product={product} />
      {product.numReviews > 0 ? (
        <p className={styles.rating}>
          <Stars rating={product.averageRating} /> ({product.numReviews})
        </p>
      ) : null}
      <p className={styles.shipsFrom} data-testid="ships-from">
        {shipsFromText(product.warehouseState, product.deliveryDays)}
      </p>
    </article>
  );
}

/** A grid of Lite product cards; the first `eager` pictures load at once (above the fold). */
export function LiteProductGrid({ products, eager = 2 }: { products: Product[]; eager?: number }) {
  return (
    <ul role="list" className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <LiteProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page links, and where the shopper is. */
export function LitePager({
  page,
  totalPages,
  pageHref,
}: {
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {page > 1 ? (
        <a href={pageHref(page - 1)} rel="prev">
          Previous page
        </a>
      ) : null}
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <a href={pageHref(page + 1)} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}

/** The text a list shows when it failed or is empty (the spec's texts). */
export function LiteListMessage({
  failed,
  emptyText = 'No products found',
}: {
  failed: boolean;
  emptyText?: string;
}) {
  return (
    <p className={failed ? styles.error : styles.empty} role={failed ? 'alert' : undefined}>
      {failed ? 'Failed to load products' : emptyText}
    </p>
  );
}

/** The Lite copy of SearchDeadEnd: the name the words may have meant, and popular categories. */
export function LiteSearchDeadEnd({
  suggestion,
  categories,
}: {
  suggestion: string | null;
  categories: CategoryLink[];
}) {
  return (
    <>
      {suggestion ? (
        <p className={styles.suggestion}>
          Did you mean <a href={searchPath(suggestion)}>{suggestion}</a>?
        </p>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-labelledby="popular-categories">
          <h2 id="popular-categories" className={styles.subtitle}>
            Popular categories
          </h2>
          <div className={styles.chips}>
            {categories.map((category) => (
              <a key={category.title} href={category.href}>
                {category.title}
              </a>
            ))}
          </div>
        </nav>
      ) : null}
    </>
  );
}
