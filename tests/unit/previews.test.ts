import {
  productPreviewPath,
  requestedVersion,
  storePreviewPath,
  type ProductPreviewFacts,
} from '@/lib/server/og/preview-paths';
import { siteJsonLd } from '@/lib/server/site-json-ld';

const rice: ProductPreviewFacts = {
  id: '42',
  title: 'Ofada rice 50kg',
  price: 34500,
  originalPrice: 49000,
  isDiscounted: true,
  image: '/media/products/rice.png',
};

describe('preview picture addresses', () => {
  it('name the product and a 12-character version', () => {
    expect(productPreviewPath(rice)).toMatch(/^\/og\/products\/42\/[A-Za-z0-9_-]{12}\.jpg$/);
    expect(productPreviewPath(rice)).toBe(productPreviewPath({ ...rice }));
  });
  it('change with the price, the price it was, the title and the photo', () => {
    const before = productPreviewPath(rice);
    expect(productPreviewPath({ ...rice, price: 33000 })).not.toBe(before);
    expect(productPreviewPath({ ...rice, originalPrice: 50000 })).not.toBe(before);
    expect(productPreviewPath({ ...rice, isDiscounted: false })).not.toBe(before);
    expect(productPreviewPath({ ...rice, title: 'Ofada rice 25kg' })).not.toBe(before);
    expect(productPreviewPath({ ...rice, image: '/media/products/rice-2.png' })).not.toBe(before);
  });
  it("change with a store's product count and logo, and encode its name", () => {
    const store = {
      storeName: "Mr. Bayo's Farm",
      logo: null,
      tradingBusinessName: 'Bayo Agro',
      productCount: 12,
    };
    const path = storePreviewPath(store);
    expect(path).toMatch(/^\/og\/stores\/Mr\.%20Bayo's%20Farm\/[A-Za-z0-9_-]{12}\.jpg$/);
    expect(storePreviewPath({ ...store, productCount: 13 })).not.toBe(path);
    expect(storePreviewPath({ ...store, logo: '/media/stores/bayo.png' })).not.toBe(path);
  });
  it('accept only <version>.jpg as a file name', () => {
    const file = productPreviewPath(rice).split('/').at(-1)!;
    expect(requestedVersion(file)).toBe(file.slice(0, 12));
    expect(requestedVersion('AAAAAAAAAAAA.png')).toBeNull();
    expect(requestedVersion('../../etc.jpg')).toBeNull();
  });
});

describe('site JSON-LD', () => {
  const data = siteJsonLd({
    siteUrl: 'https://ojamarket.ng',
    siteName: 'Oja Market',
    logoUrl: 'https://ojamarket.ng/icon.svg',
  });
  const graph = data['@graph'] as Record<string, unknown>[];

  it('has a WebSite whose search is /search?query=', () => {
    const site = graph.find((node) => node['@type'] === 'WebSite');
    expect(site).toMatchObject({
      url: 'https://ojamarket.ng/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://ojamarket.ng/search?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
  it('has the Organization with its logo', () => {
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: 'Oja Market',
      logo: 'https://ojamarket.ng/icon.svg',
    });
  });
});
