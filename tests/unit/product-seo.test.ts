import type { Product } from '@/lib/shared/catalog/mappers';
import type { ProductReview } from '@/lib/server/marketplace/product';
import {
  excerpt,
  plainText,
  productImageSize,
  productJsonLd,
  productMetaDescription,
} from '@/lib/server/product-seo';
import { jsonLd } from '@/lib/server/seo';

const product: Product = {
  id: '42',
  title: 'Ofada rice 50kg',
  description: '<p>Stone-free ofada rice &amp; more.</p><ul><li>Sealed bag</li></ul>',
  images: ['/media/products/rice.png'],
  image: '/media/products/rice.png',
  price: 78000,
  originalPrice: 85000,
  isDiscounted: true,
  averageRating: 4.33,
  numReviews: 3,
  quantity: 12,
  isSponsored: false,
  isTopSelling: true,
  warehouseState: 'Lagos',
  deliveryDays: null,
  vendor: { id: '3', storeName: 'Mama Ngozi Farms' },
  category: { id: '1', title: 'Grains' },
  createdAt: '2026-01-05T10:00:00.000Z',
};

const links = {
  url: 'https://ojamarket.ng/products/42',
  image: 'https://ojamarket.ng/media/products/rice.png',
  storeUrl: 'https://ojamarket.ng/vendors/Mama%20Ngozi%20Farms',
};

const review: ProductReview = {
  id: '9',
  rating: 5,
  title: 'Very fresh',
  comment: 'Clean rice.',
  firstName: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  vendorReply: null,
};

describe('productJsonLd', () => {
  it('describes the product with a naira offer priced to two decimals', () => {
    const data = productJsonLd(product, links, [review]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ofada rice 50kg',
      image: [links.image],
      description: 'Stone-free ofada rice & more. Sealed bag.',
      sku: '42',
      brand: { '@type': 'Brand', name: 'Mama Ngozi Farms' },
      offers: {
        '@type': 'Offer',
        url: links.url,
        price: '78000.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Mama Ngozi Farms', url: links.storeUrl },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 3 },
    });
    expect(data.review).toEqual([
      expect.objectContaining({ author: { '@type': 'Person', name: 'Anonymous' } }),
    ]);
  });

  it('is out of stock at quantity 0', () => {
    const data = productJsonLd({ ...product, quantity: 0 }, links);
    expect((data.offers as { availability: string }).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('has no rating at all without reviews', () => {
    const data = productJsonLd({ ...product, numReviews: 0, averageRating: 0 }, links);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('cannot close its script tag, whatever the vendor writes', () => {
    const title = 'Rice</script><script>alert(1)</script>';
    const text = jsonLd(productJsonLd({ ...product, title }, links));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(title);
  });
});

describe('descriptions', () => {
  it('turns vendor HTML into one line of text', () => {
    expect(plainText('<h3>Yams</h3><p>Big &amp; clean</p><script>x()</script>')).toBe(
      'Yams. Big & clean.',
    );
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const cut = excerpt(text, 155);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('short', 155)).toBe('short');
  });

  it('leads with the naira price and the store', () => {
    expect(productMetaDescription(product)).toBe(
      '₦78,000.00 from Mama Ngozi Farms. Stone-free ofada rice & more. Sealed bag.',
    );
    expect(productMetaDescription({ ...product, description: '' })).toBe(
      '₦78,000.00 from Mama Ngozi Farms. Buy Ofada rice 50kg online.',
    );
  });

  it('gives preview image sizes', () => {
    expect(productImageSize('/placeholder.jpg')).toEqual({ width: 400, height: 400 });
    expect(productImageSize('/media/products/rice.png')).toEqual({ width: 600, height: 600 });
  });
});
