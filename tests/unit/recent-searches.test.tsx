import { act, render, screen } from '@testing-library/react';
import {
  clearRecentSearches,
  recentSearches,
  rememberSearch,
  useRecentSearches,
} from '@/lib/browser/recent-searches';
import {
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  toRecentSearches,
  withRecentSearch,
} from '@/lib/shared/recent-searches';

const stored = () => localStorage.getItem(RECENT_SEARCHES_KEY);

beforeEach(() => localStorage.clear());

describe('withRecentSearch', () => {
  it('puts the search first, trimmed, with inner runs of spaces made one', () => {
    expect(withRecentSearch(['yam'], '  palm   oil ')).toEqual(['palm oil', 'yam']);
  });

  it('keeps one copy of a search in any case, the latest spelling first', () => {
    expect(withRecentSearch(['yam', 'Rice', 'garri'], 'rice')).toEqual(['rice', 'yam', 'garri']);
  });

  it(`keeps the ${MAX_RECENT_SEARCHES} newest`, () => {
    let searches: string[] = [];
    for (const text of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) {
      searches = withRecentSearch(searches, text);
    }
    expect(searches).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
  });

  it('ignores blank text', () => {
    const searches = ['yam'];
    expect(withRecentSearch(searches, '   ')).toBe(searches);
  });
});

describe('what the storage held', () => {
  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"0":"rice"}'],
    ['a string', '"rice"'],
    ['null', 'null'],
    ['nothing', null],
  ])('reads %s as no searches', (_what, raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('keeps only usable entries: strings with words, each once, five at most, 200 characters each', () => {
    const long = 'x'.repeat(250);
    expect(
      toRecentSearches([
        'rice',
        42,
        null,
        { text: 'yam' },
        '   ',
        'RICE',
        ' ofada  rice ',
        long,
        'a',
        'b',
        'c',
      ]),
    ).toEqual(['rice', 'ofada rice', 'x'.repeat(200), 'a', 'b']);
  });
});

describe('the device store', () => {
  it('remembers searches in localStorage, newest first, and clears them', () => {
    rememberSearch('rice');
    rememberSearch('yam');
    rememberSearch('Rice');
    expect(recentSearches()).toEqual(['Rice', 'yam']);
    expect(JSON.parse(stored()!)).toEqual(['Rice', 'yam']);
    clearRecentSearches();
    expect(recentSearches()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('starts again from junk left in storage rather than failing', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '[1, "rice", {"x": 2}');
    expect(recentSearches()).toEqual([]);
    rememberSearch('garri');
    expect(JSON.parse(stored()!)).toEqual(['garri']);
  });

  function Recent() {
    return <p data-testid="recent">{useRecentSearches().join(' | ')}</p>;
  }

  it('updates a component when a search is remembered, here or in another tab', () => {
    render(<Recent />);
    expect(screen.getByTestId('recent')).toHaveTextContent('');
    act(() => rememberSearch('palm oil'));
    expect(screen.getByTestId('recent')).toHaveTextContent('palm oil');
    act(() => {
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['beans', 'palm oil']));
      window.dispatchEvent(new StorageEvent('storage', { key: RECENT_SEARCHES_KEY }));
    });
    expect(screen.getByTestId('recent')).toHaveTextContent('beans | palm oil');
    act(() => clearRecentSearches());
    expect(screen.getByTestId('recent')).toHaveTextContent(/^$/);
  });
});
