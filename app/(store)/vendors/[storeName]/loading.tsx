import { ProductGridSkeleton } from '@/components/catalog/ProductGridSkeleton';

/**
 * The store's products while they load, under the store's header that the layout has already
 * rendered: 8 product placeholders (spec section 9).
 */
export default function VendorStoreLoading() {
  return <ProductGridSkeleton />;
}
