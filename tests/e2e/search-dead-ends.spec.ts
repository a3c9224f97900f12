import type { Locator, Page, TestInfo } from '@playwright/test';
import { RECENT_SEARCHES_KEY } from '@/lib/shared/recent-searches';
import { apiGet } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Search dead ends (issue 38.5, decision 057): a search that finds nothing offers the name the
 * shopper most likely meant and the popular categories; the search box, before anything is typed,
 * offers the shopper's recent searches (kept on the device) and popular ones. At 390 × 844 the
 * box is the full-screen search, on a desktop the header's dropdown.
 */

/** A misspelling the seed's catalog has no product for, one trigram-step from "pineapples". */
const MISSPELT = 'pinapple';

interface SearchPage {
  totalProducts: number;
  suggestion: string | null;
}
interface Category {
  title: string;
  productCount: number;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The search combobox, opened: the full-screen search on a phone, the header's on a desktop. */
async function openSearch(page: Page, testInfo: TestInfo) {
  const scope = isPhone(testInfo)
    ? page.getByRole('dialog', { name: 'Search products and stores' })
    : page.getByRole('banner');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Search', exact: true }).tap();
  const box = scope.getByRole('combobox', { name: 'Search products and stores' });
  // The header's box keeps the last search's text (and may keep the focus); the full-screen
  // search starts empty.
  if (!isPhone(testInfo)) {
    await box.click();
    await box.fill('');
  }
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  return { scope, box };
}

/** Every target at least 44 px tall on a phone (issue 30's tap targets). */
async function expectTappable(targets: Locator, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return;
  for (const target of await targets.all()) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
}

const storedSearches = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY);

test.describe('a search that finds nothing', () => {
  test('offers "Did you mean" and popular categories, and the suggestion finds products', async ({
    page,
    request,
  }, testInfo) => {
    const answer = await apiGet<SearchPage>(
      request,
      `/products/search-page?query=${MISSPELT}&limit=1`,
    );
    expect(answer.totalProducts).toBe(0);
    const suggestion = answer.suggestion!;
    expect(suggestion).toMatch(/pineapple/i);
    const { categories } = await apiGet<{ categories: Category[] }>(request, '/categories');
    const popular = categories
      .filter((category) => category.productCount > 0)
      .sort((a, b) => b.productCount - a.productCount || a.title.localeCompare(b.title))
      .slice(0, 6)
      .map((category) => category.title);

    const response = await page.goto(`/search?query=${MISSPELT}`);
    // Still answered per request and never kept (decision 052), with its new parts.
    expect(response!.headers()['x-nextjs-cache']).toBeUndefined();
    expect(response!.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.getByText('No products found for your search.')).toBeVisible();
    const meant = page.getByRole('link', { name: suggestion, exact: true });
    await expect(page.getByText(`Did you mean ${suggestion}?`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Popular categories' });
    await expect(nav.getByRole('link')).toHaveText(popular);
    await expect(nav.getByRole('link').first()).toHaveAttribute(
      'href',
      `/shop?${new URLSearchParams({ category: popular[0] })}`,
    );
    await expectTappable(page.getByRole('link', { name: suggestion, exact: true }), testInfo);
    await expectTappable(nav.getByRole('link'), testInfo);

    await meant.click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: suggestion })}`);
    await expect(
      page.getByRole('heading', { level: 3, name: suggestion, exact: true }),
    ).toBeVisible();
    await expect(page.getByText('No products found for your search.')).toBeHidden();
    await expect(page.getByText(/^Did you mean/)).toBeHidden();

    await page.goBack();
    await nav.getByRole('link', { name: popular[0] }).click();
    await expect(page).toHaveURL(`/shop?${new URLSearchParams({ category: popular[0] })}`);
    await expect(page.getByRole('heading', { level: 1, name: popular[0] })).toBeVisible();
  });

  test('words that find products get no suggestion', async ({ page }) => {
    await page.goto('/search?query=rice');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText(/^Did you mean/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Popular categories' })).toHaveCount(0);
  });

  test('the Lite page offers the same, without scripts', async ({ request }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same HTML for every viewport');
    const { suggestion } = await apiGet<SearchPage>(
      request,
      `/products/search-page?query=${MISSPELT}&limit=1`,
    );
    const response = await request.get(`/search?query=${MISSPELT}`, {
      headers: { 'save-data': 'on' },
    });
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain(
      `Did you mean <a href="/search?${new URLSearchParams({ query: suggestion! })}">${suggestion}</a>?`,
    );
    expect(html).toContain('Popular categories');
  });
});

test.describe('the search box before anything is typed', () => {
  test('offers popular searches, then the shopper’s recent ones, by keyboard and by touch', async ({
    page,
    request,
  }, testInfo) => {
    const { searches } = await apiGet<{ searches: string[] }>(request, '/search/popular');
    expect(searches.length).toBeGreaterThan(1);

    await page.goto('/about');
    let { scope, box } = await openSearch(page, testInfo);
    const popular = scope.getByRole('group', { name: 'Popular searches' });
    await expect(popular.getByRole('option')).toHaveText(searches);
    await expect(scope.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectTappable(popular.getByRole('option'), testInfo);

    // Arrow keys as for suggestions; Escape closes the list and leaves the search open.
    await box.press('ArrowDown');
    await expect(popular.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeVisible();

    // A submitted search becomes a recent one, on the device only.
    await box.fill('  yam   flour ');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?query=yam+flour');
    expect(JSON.parse((await storedSearches(page))!)).toEqual(['yam flour']);

    ({ scope, box } = await openSearch(page, testInfo));
    const recent = scope.getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['yam flour', 'Clear recent searches']);
    await expect(scope.getByRole('group', { name: 'Popular searches' })).toBeVisible();

    // A popular search chosen (by touch on a phone) is a recent one too, and no longer popular.
    const chosen = searches[1];
    const option = scope
      .getByRole('group', { name: 'Popular searches' })
      .getByRole('option', { name: chosen, exact: true });
    if (isPhone(testInfo)) await option.tap();
    else await option.click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: chosen })}`);

    ({ scope, box } = await openSearch(page, testInfo));
    await expect(recent.getByRole('option')).toHaveText([
      chosen,
      'yam flour',
      'Clear recent searches',
    ]);
    await expect(
      scope.getByRole('group', { name: 'Popular searches' }).getByRole('option', { name: chosen }),
    ).toHaveCount(0);

    // Enter on a recent search runs it again.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(recent.getByRole('option', { name: 'yam flour' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(page).toHaveURL('/search?query=yam+flour');

    // Clear forgets them, on the device too, and the list stays open on popular searches.
    ({ scope, box } = await openSearch(page, testInfo));
    await recent.getByRole('option', { name: 'Clear recent searches' }).click();
    await expect(scope.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
    await expect(scope.getByRole('group', { name: 'Popular searches' })).toBeVisible();
    await expect(box).toBeFocused();
    expect(await storedSearches(page)).toBeNull();
  });

  test('a suggestion chosen remembers the words typed for it', async ({ page }, testInfo) => {
    await page.goto('/about');
    const { scope, box } = await openSearch(page, testInfo);
    await box.fill('ofada');
    const product = scope.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(product).toBeVisible();
    await product.click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    expect(JSON.parse((await storedSearches(page))!)).toEqual(['ofada']);
  });
});
