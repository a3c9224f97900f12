import { StoreSkeleton } from '@/components/store/StoreSkeleton';

export default function VendorStoreLoading() {
  return <StoreSkeleton />;
}
