import { COOKIES } from '@/lib/shared/cookies';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Tests start as a returning shopper who already chose Lagos, so the first-visit location modal
 * does not cover the page. A test of the first visit itself uses `firstVisitTest`.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: COOKIES.location.name, value: 'Lagos', url: baseURL! }]);
    await use(context);
  },
});

export const firstVisitTest = base;
export { expect };

/** The header's location selector once a location is chosen. */
export function locationButton(page: Page) {
  return page.getByRole('button', { name: /^Shopping location: / });
}
