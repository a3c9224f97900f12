'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { loginRedirectPath } from '@/lib/redirect';

/**
 * ADD TO CART. Until carts exist for signed-in shoppers, a signed-out shopper is sent to log in
 * and brought back to this page afterwards.
 */
export function AddToCartButton({
  className,
  label = 'ADD TO CART',
}: {
  className?: string;
  label?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        // The button sits inside clickable cards: the click is the button's alone.
        event.preventDefault();
        event.stopPropagation();
        const query = searchParams.toString();
        router.push(loginRedirectPath(query ? `${pathname}?${query}` : pathname));
      }}
    >
      {label}
    </button>
  );
}
