'use client';

import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { LineItemProduct } from '@/components/product/LineItemProduct';
import type { SavedItem } from '@/lib/contract/commerce';
import { toProduct } from '@/lib/shared/catalog/mappers';
import { formatNaira } from '@/lib/shared/money';
import styles from './SavedItems.module.scss';

function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={`Remove ${title}`}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}

/**
 * One saved entry (spec section 2): image (placeholder if none), title, "by {store}" or "Unknown
 * Vendor", the price to pay or "Price unavailable", Add to Cart or "Out of Stock", and Remove. A
 * product that is gone reads "Product not available." and can still be removed.
 */
export function SavedItemEntry({ item, onRemove }: { item: SavedItem; onRemove: () => void }) {
  if (!item.productId) {
    return (
      <li className={`${styles.entry} ${styles.missing}`} data-testid="saved-item">
        <p className={styles.muted}>Product not available.</p>
        <div className={styles.actions}>
          <RemoveButton title="unavailable product" onRemove={onRemove} />
        </div>
      </li>
    );
  }
  const product = toProduct(item.productId);
  const storeName = product.vendor.storeName.trim();
  const hasPrice = Number.isFinite(product.price) && product.price > 0;
  return (
    <li className={styles.entry} data-testid="saved-item" data-product-id={product.id}>
      <LineItemProduct productId={product.id} title={product.title} image={product.image}>
        <span className={styles.muted}>{storeName ? `by ${storeName}` : 'Unknown Vendor'}</span>
        <span className={styles.price}>
          {hasPrice ? formatNaira(product.price) : 'Price unavailable'}
        </span>
      </LineItemProduct>
      <div className={styles.actions}>
        {product.quantity > 0 ? (
          <AddToCartButton
            product={{
              productId: product.id,
              price: product.price,
              vendorId: product.vendor.id || undefined,
              storeName: storeName || undefined,
            }}
            title={product.title}
            place="saved"
            className={styles.addButton}
            label="Add to Cart"
          />
        ) : (
          <span className={styles.outOfStock}>Out of Stock</span>
        )}
        <RemoveButton title={product.title} onRemove={onRemove} />
      </div>
    </li>
  );
}
