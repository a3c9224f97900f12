import type { GetServerSideProps, PageConfig } from 'next';
import { ProductPrice } from '@/components/catalog/Price';
import { Stars } from '@/components/catalog/Stars';
import { liteImage, LiteProductGrid } from '@/components/lite/LiteCatalog';
import { LiteFailure, LiteLayout } from '@/components/lite/LiteLayout';
import styles from '@/components/lite/Lite.module.scss';
import { LITE_FORMS } from '@/lib/browser/api';
import { discountPercent } from '@/lib/shared/catalog/discount';
import { returnWindow } from '@/lib/shared/catalog/returns';
import { vendorStorePath } from '@/lib/shared/catalog/store-path';
import { LITE_WIDTHS } from '@/lib/shared/lite-mode';
import { liteShell, queryValue, type LiteShell } from '@/lib/server/lite/shell';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import type { Product, ProductReview } from '@/lib/shared/catalog/mappers';
import {
  getProduct,
  getProductReviews,
  getSimilarProducts,
} from '@/lib/server/marketplace/product';
import { formatNaira } from '@/lib/shared/money';
import { productMetaDescription } from '@/lib/server/product-seo';
import { sanitizeVendorHtml } from '@/lib/server/sanitize';
import { absoluteUrl } from '@/lib/server/seo';
import { productShareMessage, shareLinks } from '@/lib/shared/share';

/** Lite pages send no scripts (decision 047). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** The reviews a Lite page lists; the full page has them all. */
const LITE_REVIEWS = 5;
/** Similar products a Lite page offers for a sold-out product: two rows of a phone's grid. */
const LITE_SIMILAR = 4;

interface Props {
  shell: LiteShell;
  /** null when the marketplace could not be reached (the page says so, with a 503). */
  product: Product | null;
  /** Vendor HTML made safe on the server. */
  descriptionHtml: string;
  reviews: ProductReview[];
  whatsAppHref: string | null;
  /** A sold-out product's similar products (issue 38 part 5); empty otherwise. */
  similar: Product[];
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const id = queryValue(context.query.id) ?? '';
  const { shell } = liteShell(context, `/products/${encodeURIComponent(id)}`);
  let product: Product;
  try {
    product = await getProduct(id);
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) return { notFound: true };
    console.error(`Lite product ${id}: failed`, isMarketplaceError(error) ? error.message : error);
    context.res.statusCode = 503;
    return {
      props: {
        shell,
        product: null,
        descriptionHtml: '',
        reviews: [],
        whatsAppHref: null,
        similar: [],
      },
    };
  }
  const [reviews, similar] = await Promise.all([
    getProductReviews(id).catch(() => []),
    product.quantity > 0 ? [] : getSimilarProducts(id).catch(() => []),
  ]);
  const percentOff = product.isDiscounted
    ? discountPercent(product.originalPrice, product.price)
    : null;
  const url = absoluteUrl(`/products/${product.id}`);
  const message = productShareMessage(product, shell.siteName, formatNaira, percentOff);
  return {
    props: {
      shell,
      product,
      descriptionHtml: sanitizeVendorHtml(product.description).trim(),
      reviews: reviews.slice(0, LITE_REVIEWS),
      whatsAppHref:
        shareLinks(url, product.title, message).find((link) => link.network === 'WhatsApp')?.href ??
        null,
      similar: similar.slice(0, LITE_SIMILAR),
    },
  };
};

/** A product page's Lite copy: what it is and costs, ADD TO CART as a form, and its reviews. */
export default function LiteProductPage({
  shell,
  product,
  descriptionHtml,
  reviews,
  whatsAppHref,
  similar,
}: Props) {
  if (!product) {
    return <LiteFailure shell={shell} title="Product" message="Failed to load product details" />;
  }
  const image = liteImage(product.image, product.title, {
    sizes: '(min-width: 640px) 480px, 100vw',
    maxWidth: LITE_WIDTHS.main,
    eager: true,
  });
  const inStock = product.quantity > 0;
  const path = shell.path;
  return (
    <LiteLayout shell={shell} title={product.title} description={productMetaDescription(product)}>
      <article className={styles.product}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps */}
        <img {...image} alt={product.title} className={styles.productImage} />
        <h1 className={styles.title}>{product.title}</h1>
        <p>
          Sold by <a href={vendorStorePath(product.vendor.storeName)}>{product.vendor.storeName}</a>{' '}
          · Ships from {product.warehouseState}
        </p>
        {product.numReviews > 0 ? (
          <p className={styles.rating}>
            <Stars rating={product.averageRating} /> {product.averageRating.toFixed(1)} (
            {product.numReviews} {product.numReviews === 1 ? 'review' : 'reviews'})
          </p>
        ) : null}
        <ProductPrice product={product} />
        <p className={inStock ? styles.stock : styles.error} data-testid="stock">
          {inStock ? `${product.quantity} units left` : 'Out of stock'}
        </p>
        {inStock ? (
          <form method="post" action={LITE_FORMS.cart} className={styles.buy}>
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="back" value={path} />
            <label htmlFor="lite-qty">Quantity</label>
            <input
              id="lite-qty"
              type="number"
              name="qty"
              min={1}
              max={product.quantity}
              defaultValue={1}
              inputMode="numeric"
              required
            />
            <button type="submit">ADD TO CART</button>
          </form>
        ) : (
          // "Tell me when it's back" as a plain form (issue 38 part 5).
          <form method="post" action={LITE_FORMS.stockAlert} className={styles.buy}>
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="back" value={path} />
            <label htmlFor="lite-stock-alert">Tell me when it&apos;s back: email</label>
            <input
              id="lite-stock-alert"
              className={styles.email}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
            />
            <button type="submit">NOTIFY ME</button>
          </form>
        )}
        {similar.length > 0 ? (
          <section aria-labelledby="lite-similar">
            <h2 id="lite-similar" className={styles.subtitle}>
              Similar products
            </h2>
            <LiteProductGrid products={similar} eager={0} />
          </section>
        ) : null}
        <p>
          <a href="/cart">View cart and check out</a>
        </p>
        <p>
          Damaged, wrong or missing? Tell us within {returnWindow(product.category?.title ?? null)}{' '}
          of delivery for a refund. <a href="/refund">Refund policy</a>
        </p>
        {whatsAppHref ? (
          <p>
            <a href={whatsAppHref} rel="noopener noreferrer" target="_blank">
              Share on WhatsApp
            </a>
          </p>
        ) : null}
        {descriptionHtml ? (
          <section aria-labelledby="lite-description">
            <h2 id="lite-description" className={styles.subtitle}>
              Description
            </h2>
            <div
              className={styles.description}
              // Vendor HTML sanitised on the server (lib/server/sanitize.ts), as on the full page.
              dangerouslySetInnerHTML={{ __html: descriptionHtml }}
            />
          </section>
        ) : null}
        <section aria-labelledby="lite-reviews">
          <h2 id="lite-reviews" className={styles.subtitle}>
            Reviews ({product.numReviews})
          </h2>
          {reviews.length === 0 ? (
            <p>No reviews yet.</p>
          ) : (
            <ul role="list" className={styles.reviews}>
              {reviews.map((review) => (
                <li key={review.id}>
                  <p>
                    <Stars rating={review.rating} /> <strong>{review.title}</strong>
                  </p>
                  <p>{review.comment}</p>
                  <p className={styles.muted}>{review.firstName ?? 'Anonymous'}</p>
                  {review.vendorReply ? (
                    <p className={styles.muted}>Seller&apos;s reply: {review.vendorReply}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {product.numReviews > reviews.length ? (
            <p className={styles.muted}>
              The full page has every review: turn Lite mode off below.
            </p>
          ) : null}
        </section>
      </article>
    </LiteLayout>
  );
}
