/** The review texts of spec section 8, in one place. */
export const REVIEW_MESSAGES = {
  added: 'Review added successfully',
  updated: 'Review updated successfully',
  failed: 'Failed to submit review',
  loadFailed: 'Failed to load reviews',
} as const;
