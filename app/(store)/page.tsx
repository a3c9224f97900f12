import { connection } from 'next/server';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { CatalogMessage } from '@/components/catalog/CatalogMessage';
import { getLatestProducts } from '@/lib/marketplace/catalog';
import { isMarketplaceError } from '@/lib/marketplace/errors';
import type { Product } from '@/lib/marketplace/mappers';
import { getSettings } from '@/lib/settings';
import styles from './page.module.scss';

const LATEST_PRODUCTS = 10;

async function loadLatestProducts(): Promise<Product[] | null> {
  try {
    return await getLatestProducts(undefined, LATEST_PRODUCTS);
  } catch (error) {
    // An unreachable API is an expected state here, not a crash: one line instead of a stack.
    if (isMarketplaceError(error)) {
      console.error(`Home: latest products failed (${error.status}): ${error.message}`);
    } else {
      console.error('Home: latest products failed', error);
    }
    return null;
  }
}

export default async function HomePage() {
  // Rendered per request, never during `next build` (no API then); the fetch itself is cached
  // for the catalog's lifetime, so most requests do not reach the API.
  await connection();
  const products = await loadLatestProducts();
  const { siteName } = getSettings();

  return (
    <main className={`container ${styles.home}`}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{siteName}</h1>
        <p className={styles.tagline}>Fresh farm produce from verified vendors across Nigeria.</p>
      </header>
      <section aria-labelledby="latest-products" className={styles.section}>
        <h2 id="latest-products" className={styles.sectionTitle}>
          Latest products
        </h2>
        {products === null ? (
          <CatalogMessage tone="error">Failed to load products</CatalogMessage>
        ) : products.length === 0 ? (
          <CatalogMessage>No products found</CatalogMessage>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>
    </main>
  );
}
