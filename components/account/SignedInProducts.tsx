import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { getLatestProducts } from '@/lib/server/marketplace/catalog';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import type { Product } from '@/lib/shared/catalog/mappers';
import { getLocation } from '@/lib/server/session';
import styles from './AccountPage.module.scss';

/** How many of the newest products the signed-in shop grid shows. */
const SHOWN = 24;

async function loadProducts(): Promise<Product[] | null> {
  try {
    return await getLatestProducts(await getLocation(), SHOWN);
  } catch (error) {
    const reason = isMarketplaceError(error) ? `${error.status}: ${error.message}` : error;
    console.error('Products: latest products failed', reason);
    return null;
  }
}

/** /products and /products/all-products: the shop's products for a signed-in customer. */
export async function SignedInProducts({ title }: { title: string }) {
  const products = await loadProducts();
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>The newest products from vendors who deliver to you.</p>
      </div>
      {products === null ? (
        <CatalogMessage tone="error">Failed to load products</CatalogMessage>
      ) : products.length === 0 ? (
        <CatalogMessage>No products found</CatalogMessage>
      ) : (
        <ProductGrid products={products} />
      )}
    </div>
  );
}
