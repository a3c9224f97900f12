import { Link } from '@/components/layout/Link';
import { discountPercent } from '@/lib/shared/catalog/discount';
import type { Product } from '@/lib/shared/catalog/mappers';
import { formatNaira } from '@/lib/shared/money';
import { getSettings } from '@/lib/server/settings';
import { productShareMessage } from '@/lib/shared/share';
import { BuyBox } from './BuyBox';
import { DeliveryLine } from './DeliveryLine';
import { ProductRating } from './ProductRating';
import { ReturnsSummary } from './ReturnsSummary';
import { SaveProductButton } from './SaveProductButton';
import { SellerSummary } from './SellerSummary';
import { ShareButtons } from './ShareButtons';
import { StockAlertForm } from './StockAlertForm';
import styles from './ProductInfo.module.scss';

/**
 * Everything beside the gallery: what it is and what it costs, how to buy it, then how it comes
 * and who sells it. In that order so that on a phone the title, price, stock and ADD TO CART fit
 * on the first screen below the gallery (issue 38). A sold-out product offers "Tell me when it's
 * back" right under its notice (issue 38 part 5).
 */
export function ProductInfo({ product, url }: { product: Product; url: string }) {
  const path = `/products/${product.id}`;
  const percentOff = product.isDiscounted
    ? discountPercent(product.originalPrice, product.price)
    : null;
  const inStock = product.quantity > 0;

  return (
    <div className={styles.info}>
      {(product.isTopSelling || product.isSponsored) && (
        <ul className={styles.badges} role="list" aria-label="Highlights">
          {product.isTopSelling && <li className={styles.topSelling}>Top selling</li>}
          {product.isSponsored && <li className={styles.sponsored}>Sponsored</li>}
        </ul>
      )}

      <div className={styles.heading}>
        <h1 className={styles.title}>{product.title}</h1>
        <SaveProductButton
          productId={product.id}
          returnTo={path}
          variant="bookmark"
          className={styles.bookmark}
        />
      </div>

      <ProductRating averageRating={product.averageRating} numReviews={product.numReviews} />

      <div className={styles.priceBlock}>
        <p className={styles.price} data-testid="product-price">
          {formatNaira(product.price)}
        </p>
        {product.isDiscounted && (
          <p className={styles.was}>
            <s>
              <span className="visually-hidden">Original price: </span>
              {formatNaira(product.originalPrice)}
            </s>
            {percentOff !== null && <span className={styles.discount}>-{percentOff}%</span>}
          </p>
        )}
      </div>

      <p className={inStock ? styles.stock : styles.outOfStock} data-testid="stock">
        {inStock ? `${product.quantity} units left` : 'Out of stock'}
      </p>

      {!inStock && <StockAlertForm productId={product.id} />}

      <BuyBox
        product={{
          productId: product.id,
          price: product.price,
          vendorId: product.vendor.id,
          storeName: product.vendor.storeName,
        }}
        title={product.title}
        stock={product.quantity}
        actionsClassName={styles.actions}
        buttonClassName={styles.primary}
      >
        <SaveProductButton
          productId={product.id}
          returnTo={path}
          variant="button"
          className={styles.secondary}
        />
      </BuyBox>

      <DeliveryLine fromState={product.warehouseState} />

      <SellerSummary storeName={product.vendor.storeName} />

      <ReturnsSummary categoryTitle={product.category?.title ?? null} />

      <p className={styles.bulk}>
        Buying in bulk?{' '}
        <Link href="/contact" prefetch={false}>
          Contact us
        </Link>
      </p>

      <ShareButtons
        url={url}
        text={`${product.title} – ${formatNaira(product.price)}`}
        message={productShareMessage(product, getSettings().siteName, formatNaira, percentOff)}
      />
    </div>
  );
}
