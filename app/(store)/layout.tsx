import type { ReactNode } from 'react';

/** The shared layout of every shopper page but the standalone auth screens: header, footer, sidebar. */
export default function StoreLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
