import { StoreNotFound } from '@/components/store/StoreNotFound';

/** Shown, with a 404, for an unknown or hidden store (see [storeName]/layout.tsx). */
export default function VendorStoreNotFound() {
  return <StoreNotFound />;
}
