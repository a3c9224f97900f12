import { ProductGridSkeleton } from '@/components/catalog/ProductGridSkeleton';

/**
 * The store's products while they load, under the store's header that the layout has already
 * rendered: 8 product placeholders (spec section 9). Shown on client navigations only: a page load
 * is rendered by ../page-load, without this boundary (bench/NOTES.md, "Store page first paint").
 */
export default function VendorStoreLoading() {
  return <ProductGridSkeleton />;
}
