import { storeInitials } from '@/lib/shared/catalog/store-initials';
import {
  storeNameFromSegment,
  storePageLoadPath,
  storeSegmentOf,
  vendorStorePath,
} from '@/lib/shared/catalog/store-path';
import { isStoreBeingUpdated, toCategory, toStore } from '@/lib/shared/catalog/mappers';

describe('storeInitials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(storeInitials('Oyelaran Farms')).toBe('OF');
    expect(storeInitials('green basket lekki ltd')).toBe('GB');
    expect(storeInitials('Kuje')).toBe('K');
  });

  it('skips punctuation and extra spaces', () => {
    expect(storeInitials('  Adebayo & Sons Foods ')).toBe('AS');
    expect(storeInitials('(Ugwu) "Natural" Foods')).toBe('UN');
    expect(storeInitials('')).toBe('');
  });
});

describe('store paths', () => {
  it('encodes the store name as one path segment', () => {
    expect(vendorStorePath('Mama Nkechi Farms')).toBe('/vendors/Mama%20Nkechi%20Farms');
    expect(vendorStorePath('A/B & C?')).toBe('/vendors/A%2FB%20%26%20C%3F');
  });

  it('reads the segment back, encoded or not', () => {
    expect(storeNameFromSegment('Mama%20Nkechi%20Farms')).toBe('Mama Nkechi Farms');
    expect(storeNameFromSegment('Mama Nkechi Farms')).toBe('Mama Nkechi Farms');
    expect(storeNameFromSegment('100% Organic')).toBe('100% Organic');
  });

  it("finds a store page's segment, and only a store page's", () => {
    const path = vendorStorePath('Mr. Bayo & Sons');
    expect(storeSegmentOf(path)).toBe('Mr.%20Bayo%20%26%20Sons');
    expect(storeSegmentOf(`${path}/`)).toBe('Mr.%20Bayo%20%26%20Sons');
    expect(storeSegmentOf('/vendors')).toBeNull();
    expect(storeSegmentOf('/vendors/')).toBeNull();
    expect(storeSegmentOf(`${path}/reviews`)).toBeNull();
    expect(storeSegmentOf('/products/12')).toBeNull();
  });

  it("names a store page's page-load route, which a visit by that name cannot reach", () => {
    const loadPath = storePageLoadPath(vendorStorePath('Kano Grains Hub'));
    expect(loadPath).not.toBeNull();
    expect(loadPath).toMatch(/^\/vendors\/Kano%20Grains%20Hub\/[a-z-]+\/_$/);
    expect(storePageLoadPath('/shop')).toBeNull();
  });
});

describe('toStore', () => {
  const apiStore = {
    _id: '11',
    storeName: 'Nsukka Honey and Spices',
    storeStatus: 'Live',
    coverPhoto: null,
    logo: 'http://api.example/media/stores/nsukka-logo.png',
    tradingBusinessName: 'Ugwu Natural Foods',
    businessDescription: '<p>Raw honey</p>',
    verified: true,
    rating: { average: 4.25, numReviews: 8 },
  };

  it('maps the API store and serves its images through /media', () => {
    expect(toStore(apiStore)).toEqual({
      id: '11',
      storeName: 'Nsukka Honey and Spices',
      status: 'Live',
      coverPhoto: null,
      logo: '/media/stores/nsukka-logo.png',
      tradingBusinessName: 'Ugwu Natural Foods',
      description: '<p>Raw honey</p>',
      verified: true,
      rating: { average: 4.25, numReviews: 8 },
    });
  });

  it('tells a Live store without a cover photo apart from a complete one', () => {
    expect(isStoreBeingUpdated(toStore(apiStore))).toBe(true);
    expect(
      isStoreBeingUpdated(toStore({ ...apiStore, coverPhoto: '/media/stores/cover.png' })),
    ).toBe(false);
  });

  it('maps categories', () => {
    expect(toCategory({ _id: '3', title: 'Vegetables' })).toEqual({ id: '3', title: 'Vegetables' });
  });
});
