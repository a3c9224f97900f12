import { advertImagePath, sliderImagePath, storeCoverPath, storeLogoPath } from '../../media/paths';
import { CATEGORY_TITLES } from './categories';
import { DAY_MS, DEFAULT_PRODUCT_COUNT, SEED, SEED_BASE_DATE } from './constants';
import { deliveryRoutes, type DeliveryRouteSeed } from './delivery-routes';
import { deliveryAreaRows, type DeliveryAreaSeed } from './delivery-areas';
import { ADVERTS, SETTINGS, SLIDES } from './marketing';
import { generateProducts, type GeneratedProduct } from './products';
import { Random } from './random';
import { VENDORS, WAREHOUSES } from './vendors';

export { DEFAULT_PRODUCT_COUNT, SEED_BASE_DATE } from './constants';
export type { GeneratedProduct } from './products';

export interface GeneratedCatalog {
  warehouses: { name: string; state: string }[];
  vendors: {
    storeName: string;
    storeStatus: 'Live' | 'Hidden';
    coverPhoto: string | null;
    logo: string | null;
    tradingBusinessName: string;
    businessDescription: string;
    subaccountId: string;
    verified: boolean;
    createdAt: Date;
  }[];
  categories: { title: string }[];
  products: GeneratedProduct[];
  sliders: {
    image: string;
    title: string;
    url: string;
    type: 'Desktop' | 'Mobile';
    position: number;
  }[];
  adverts: { image: string; title: string; url: string; position: number }[];
  deliveryAreas: DeliveryAreaSeed[];
  deliveryRoutes: DeliveryRouteSeed[];
  settings: { key: string; value: string }[];
}

/** The whole demo catalog, in memory, from a fixed seed: the same `productCount` gives the same rows. */
export function generateCatalog(productCount = DEFAULT_PRODUCT_COUNT): GeneratedCatalog {
  const random = new Random(SEED);
  const vendors = VENDORS.map((vendor, i) => ({
    storeName: vendor.storeName,
    storeStatus: vendor.status,
    coverPhoto: vendor.hasCover ? storeCoverPath(vendor.storeName) : null,
    logo: vendor.hasLogo ? storeLogoPath(vendor.storeName) : null,
    tradingBusinessName: vendor.tradingBusinessName,
    businessDescription: vendor.description,
    subaccountId: `RS_${random.hex(32)}`,
    verified: vendor.verified,
    createdAt: new Date(SEED_BASE_DATE.getTime() - (420 - i * 11) * DAY_MS),
  }));
  return {
    warehouses: WAREHOUSES.map(({ name, state }) => ({ name, state })),
    vendors,
    categories: CATEGORY_TITLES.map((title) => ({ title })),
    products: generateProducts(random, productCount),
    sliders: (['Desktop', 'Mobile'] as const).flatMap((type) =>
      SLIDES.map(({ headline, url }, position) => ({
        image: sliderImagePath(headline, type),
        title: headline,
        url,
        type,
        position,
      })),
    ),
    adverts: ADVERTS.map(({ headline, url }, position) => ({
      image: advertImagePath(headline),
      title: headline,
      url,
      position,
    })),
    deliveryAreas: deliveryAreaRows(),
    deliveryRoutes: deliveryRoutes(),
    settings: SETTINGS.map((setting) => ({ ...setting })),
  };
}
