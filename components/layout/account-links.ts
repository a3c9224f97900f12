/** The signed-in shopper's account pages, in the order of the header menu (spec section 2). */
export const ACCOUNT_MENU_LINKS = [
  { href: '/orders', label: 'Orders' },
  { href: '/saved-items', label: 'Saved Items' },
  { href: '/manage-account', label: 'Manage Account' },
  { href: '/become-supplier', label: 'Become a Supplier' },
  { href: '/support', label: 'Support' },
  { href: '/manage-account?modal=addresses', label: 'Manage Address' },
] as const;

/**
 * The mobile sidebar's signed-in additions: the same pages but Become a Supplier, and Support,
 * which the sidebar lists for everyone.
 */
export const SIDEBAR_ACCOUNT_LINKS = ACCOUNT_MENU_LINKS.filter(
  ({ href }) => href !== '/become-supplier' && href !== '/support',
);
