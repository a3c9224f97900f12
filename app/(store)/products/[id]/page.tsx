import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { notFound } from 'next/navigation';
import { LocationBar } from '@/components/layout/LocationBar';
import { Gallery } from '@/components/product/Gallery';
import { ProductInfo } from '@/components/product/ProductInfo';
import { ProductTabs } from '@/components/product/ProductTabs';
import { SimilarProducts } from '@/components/product/SimilarProducts';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import type { Product } from '@/lib/shared/catalog/mappers';
import {
  getProduct,
  getProductReviews,
  getSimilarProducts,
  type ProductReview,
} from '@/lib/server/marketplace/product';
import { formatNaira } from '@/lib/shared/money';
import { productPreviewImage } from '@/lib/server/og/metadata';
import { productJsonLd, productMetaDescription } from '@/lib/server/product-seo';
import { absoluteUrl, jsonLd } from '@/lib/server/seo';
import styles from './page.module.scss';

// Product pages are the links shared on WhatsApp: rendered on first request (never at build, when
// no API runs), then served as cached HTML and refreshed in the background every five minutes.
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

interface PageProps {
  params: Promise<{ id: string }>;
}

/** The product, or the 404 page for an unknown id or a hidden store's product. */
async function loadProduct(id: string): Promise<Product> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) notFound();
    throw error;
  }
}

/** Reviews, or null when they could not be read: the browser then tries again. */
async function loadReviews(id: string): Promise<ProductReview[] | null> {
  try {
    return await getProductReviews(id);
  } catch (error) {
    console.error(
      `Product ${id}: reviews failed`,
      isMarketplaceError(error) ? `(${error.status}) ${error.message}` : error,
    );
    return null;
  }
}

/**
 * A sold-out product's similar products (issue 38 part 5); none for a product in stock, and none
 * when they could not be read: the row is an offer, and the page stands without it.
 */
async function loadSimilar(product: Product): Promise<Product[]> {
  if (product.quantity > 0) return [];
  try {
    return await getSimilarProducts(product.id);
  } catch (error) {
    console.error(
      `Product ${product.id}: similar products failed`,
      isMarketplaceError(error) ? `(${error.status}) ${error.message}` : error,
    );
    return [];
  }
}

function productLinks(product: Product) {
  return {
    url: absoluteUrl(`/products/${product.id}`),
    image: absoluteUrl(product.image),
    storeUrl: absoluteUrl(`/vendors/${encodeURIComponent(product.vendor.storeName)}`),
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  let product: Product;
  try {
    product = await getProduct(id);
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) notFound();
    // The page itself shows the failure; the head stays generic.
    return { title: 'Product', robots: { index: false } };
  }
  const { url } = productLinks(product);
  const description = productMetaDescription(product);
  const previewTitle = `${product.title} · ${formatNaira(product.price)}`;
  const previewImage = productPreviewImage(product);
  return {
    title: product.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: previewTitle,
      description,
      locale: 'en_NG',
      images: [previewImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: previewTitle,
      description,
      images: [previewImage],
    },
    other: {
      'product:price:amount': product.price.toFixed(2),
      'product:price:currency': 'NGN',
    },
  };
}

export default async function ProductPage({ params }: PageProps) {
  const { id } = await params;
  const product = await loadProduct(id);
  const [reviews, similar] = await Promise.all([loadReviews(product.id), loadSimilar(product)]);
  const links = productLinks(product);

  return (
    <main className={`container ${styles.page}`}>
      <LocationBar />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol role="list">
          <li>
            <Link href="/" prefetch={false}>
              Home
            </Link>
          </li>
          <li>
            <Link href="/shop" prefetch={false}>
              Shop
            </Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <Gallery images={product.images} title={product.title} />
        <ProductInfo product={product} url={links.url} />
      </div>

      <SimilarProducts products={similar} />

      <section aria-label="Description and reviews" className={styles.details}>
        <ProductTabs
          productId={product.id}
          description={product.description}
          reviews={reviews}
          numReviews={product.numReviews}
        />
      </section>

      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(productJsonLd(product, links, reviews ?? [])) }}
      />
    </main>
  );
}
