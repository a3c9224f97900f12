/** The home page's main heading (visually hidden on the full page, shown on the Lite one). */
export const HOME_HEADLINE = 'Fresh farm produce from verified vendors across Nigeria';
