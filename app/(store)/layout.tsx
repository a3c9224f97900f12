import type { ReactNode } from 'react';
import { StoreShell } from '@/components/layout/StoreShell';

/** The shared layout of every shopper page but the standalone auth screens. */
export default function StoreLayout({ children }: { children: ReactNode }) {
  return <StoreShell>{children}</StoreShell>;
}
