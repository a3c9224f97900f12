'use client';

import type { ReactNode } from 'react';
import { useListNavigation } from './ListNavigation';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import type { GridLayout } from './ProductGrid';

/**
 * The list's results: the server-rendered grid, or the 8-card skeleton while a filter, sort or page
 * change is on its way. The grid stays mounted underneath so its images are not fetched again.
 */
export function ListResults({ children, layout }: { children: ReactNode; layout: GridLayout }) {
  const { loading } = useListNavigation();
  return (
    <div aria-busy={loading}>
      {loading && <ProductGridSkeleton layout={layout} />}
      <div hidden={loading}>{children}</div>
    </div>
  );
}
