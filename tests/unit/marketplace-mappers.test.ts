import type { Product as ApiProduct } from '@/lib/contract';
import { PLACEHOLDER_IMAGE, toImagePath, toProduct } from '@/lib/shared/catalog/mappers';

function apiProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    _id: '42',
    id: '42',
    title: 'Ofada rice 50kg',
    description: '<p>Stone-free local rice.</p>',
    images: ['/media/products/ofada-rice-50kg-1.png'],
    originalPrice: 85_000,
    discountedPrice: null,
    averageRating: 4.5,
    numReviews: 12,
    quantity: 30,
    isSponsored: false,
    isTopSelling: true,
    warehouseState: 'Ogun',
    vendor: { _id: '7', vendorId: '7', storeName: 'Abeokuta Grains' },
    category: { _id: '1', title: 'Grains' },
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('toProduct', () => {
  it('pays the original price when there is no discount', () => {
    const product = toProduct(apiProduct());
    expect(product).toMatchObject({
      id: '42',
      price: 85_000,
      originalPrice: 85_000,
      isDiscounted: false,
    });
    expect(product.vendor).toEqual({ id: '7', storeName: 'Abeokuta Grains' });
    expect(product.image).toBe('/media/products/ofada-rice-50kg-1.png');
  });

  it('pays the discounted price and keeps the original for striking through', () => {
    const product = toProduct(apiProduct({ discountedPrice: 79_500 }));
    expect(product).toMatchObject({ price: 79_500, originalPrice: 85_000, isDiscounted: true });
  });

  it('ignores a "discount" that is not below the original price', () => {
    const product = toProduct(apiProduct({ discountedPrice: 90_000 }));
    expect(product).toMatchObject({ price: 85_000, isDiscounted: false });
  });

  it('falls back to the placeholder image when the product has none it can show', () => {
    const product = toProduct(apiProduct({ images: ['https://elsewhere.example/x.png'] }));
    expect(product.image).toBe(PLACEHOLDER_IMAGE);
    expect(product.images).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe('toImagePath', () => {
  it('keeps /media paths and takes the path of an absolute /media URL', () => {
    expect(toImagePath('/media/products/a.png')).toBe('/media/products/a.png');
    expect(toImagePath('http://127.0.0.1:4000/media/products/a.png')).toBe('/media/products/a.png');
  });

  it('drops anything it cannot serve through the media proxy', () => {
    expect(toImagePath('https://cdn.example/a.png')).toBeNull();
    expect(toImagePath('http://api.example/media/a.png?size=big')).toBeNull();
    expect(toImagePath('not a url')).toBeNull();
  });
});
