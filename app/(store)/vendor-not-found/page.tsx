import type { Metadata } from 'next';
import { StoreNotFound } from '@/components/store/StoreNotFound';

export const metadata: Metadata = { title: 'Store not found', robots: { index: false } };

/** A missing store's 404, reached only through the middleware's rewrite (the route table, lib/shared/page-routes.ts). */
export default function VendorNotFoundPage() {
  return <StoreNotFound />;
}
