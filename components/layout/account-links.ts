/** The signed-in shopper's account pages, in the order of the header menu (spec section 2). */
export const ACCOUNT_MENU_LINKS = [
  { href: '/orders', label: 'Orders' },
  { href: '/saved-items', label: 'Saved Items' },
  { href: '/manage-account', label: 'Manage Account' },
  { href: '/become-supplier', label: 'Become a Supplier' },
  { href: '/support', label: 'Support' },
  { href: '/manage-account?modal=addresses', label: 'Manage Address' },
] as const;

/** The mobile sidebar's signed-in additions (Support and Become a Vendor follow for everyone). */
export const SIDEBAR_ACCOUNT_LINKS = [
  { href: '/orders', label: 'Orders' },
  { href: '/saved-items', label: 'Saved Items' },
  { href: '/manage-account', label: 'Manage Account' },
  { href: '/manage-account?modal=addresses', label: 'Manage Address' },
] as const;
