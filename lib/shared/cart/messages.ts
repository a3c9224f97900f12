import { COMMERCE_MESSAGES } from '@/lib/contract/constants';

/** The cart's and saved items' texts of spec section 8, in one place. */
export const CART_MESSAGES = {
  fetchFailed: 'Failed to fetch cart',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update item',
  removeFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear cart',
  taxFailed: 'Failed to fetch tax rate',
  added: 'Product added to cart successfully!',
  updated: 'Cart item updated successfully!',
  cardAdded: 'Product added to cart!',
  cardFailed: 'Failed to add product to cart.',
  unexpected: 'An unexpected error occurred.',
  productOrVendorMissing: COMMERCE_MESSAGES.productOrVendorMissing,
  addedTitle: (title: string) => `${title} added to cart successfully!`,
  /** Added to a line already in the cart (issue 26.6): the toast says so, with the total. */
  raisedTo: (qty: number) => `You now have ${qty} in your cart.`,
  /** A signed-out add, kept in the guest cart until login (decision 041). */
  guestKept: 'Log in to check out: your cart comes with you.',
  clearedUndo: 'Cart cleared.',
  undo: 'Undo',
  restored: 'Your cart is back.',
  restoreFailed: 'Your cart could not be restored.',
} as const;

export const SAVED_MESSAGES = {
  added: 'Added to saved items',
  removed: 'Removed from saved items',
  addFailed: 'Failed to add to saved items',
  removeFailed: 'Failed to remove from saved items',
  pageRemoved: 'Item removed from saved items.',
  pageRemoveFailed: 'Failed to remove item.',
  empty: 'No saved items found.',
  loading: 'Loading saved items...',
  fetchFailed: (message: string) => `Error fetching saved items: ${message}`,
  /** A signed-out SAVE PRODUCT, said before the login page opens (issue 38). */
  logInToSave: 'Log in to save this product. It is saved as soon as you do.',
} as const;
