import {
  activeFilters,
  changeListQuery,
  defaultListQuery,
  listHref,
  parseListQuery,
  serializeListQuery,
  sortOptions,
  SORT_LABELS,
  toApiFilters,
} from '@/lib/shared/catalog/list-query';

describe('Near me', () => {
  it('reads near=1 on the shop and search only, and writes it back the same way', () => {
    expect(parseListQuery({ near: '1' }, 'shop').near).toBe(true);
    expect(parseListQuery({ near: '1' }, 'search').near).toBe(true);
    expect(parseListQuery({ near: '1' }, 'store').near).toBe(false);
    expect(parseListQuery({ near: 'yes' }, 'shop').near).toBe(false);
    const near = { ...defaultListQuery('shop'), near: true };
    expect(serializeListQuery(near, 'shop').toString()).toBe('near=1');
    const storeNear = { ...defaultListQuery('store'), near: true };
    expect(serializeListQuery(storeNear, 'store').toString()).toBe('');
  });

  it('counts as a filter that narrows the list', () => {
    const near = { ...defaultListQuery('search'), near: true };
    expect(activeFilters(near, 'search')).toMatchObject({ near: true, narrowed: true });
    expect(activeFilters(defaultListQuery('search'), 'search').near).toBe(false);
  });
});

describe('parseListQuery', () => {
  it('gives each page its defaults: newest first on the shop, cheapest first elsewhere', () => {
    expect(parseListQuery({}, 'shop')).toEqual({
      category: null,
      price: [0, 1_000_000],
      rating: 0,
      near: false,
      sort: 'latest',
      page: 1,
    });
    expect(parseListQuery({}, 'search').sort).toBe('price');
    expect(parseListQuery(undefined, 'store').sort).toBe('price');
  });

  it('reads every parameter from Next searchParams or URLSearchParams alike', () => {
    const expected = {
      category: 'Grains',
      price: [1000, 50000],
      rating: 4,
      near: false,
      sort: '-price',
      page: 3,
    };
    const text = 'category=Grains&minPrice=1000&maxPrice=50000&rating=4&sort=-price&page=3';
    expect(parseListQuery(new URLSearchParams(text), 'shop')).toEqual(expected);
    expect(
      parseListQuery(
        {
          category: 'Grains',
          minPrice: '1000',
          maxPrice: '50000',
          rating: '4',
          sort: '-price',
          page: ['3', '9'],
        },
        'shop',
      ),
    ).toEqual(expected);
  });

  it('strips commas from prices and keeps the minimum at or below the maximum', () => {
    expect(parseListQuery({ minPrice: '1,000', maxPrice: '50,000' }, 'shop').price).toEqual([
      1000, 50000,
    ]);
    expect(parseListQuery({ minPrice: '9000', maxPrice: '500' }, 'shop').price).toEqual([500, 500]);
    expect(parseListQuery({ minPrice: '', maxPrice: 'lots' }, 'shop').price).toEqual([
      0, 1_000_000,
    ]);
    expect(parseListQuery({ maxPrice: '5000000' }, 'shop').price).toEqual([0, 1_000_000]);
  });

  it('reads prices in whole naira, and only plain numbers (each price is its own cached page)', () => {
    expect(parseListQuery({ minPrice: '1500.6', maxPrice: '2000.4' }, 'shop').price).toEqual([
      1501, 2000,
    ]);
    for (const junk of ['1e3', '0x10', '-5', '12abc', 'Infinity', ' 1 2 ']) {
      expect(parseListQuery({ minPrice: junk }, 'shop').price).toEqual([0, 1_000_000]);
    }
  });

  it('falls back to the defaults for anything malformed', () => {
    const query = parseListQuery(
      { category: '   ', rating: '7', sort: 'cheapest', page: '-2' },
      'search',
    );
    expect(query).toEqual(defaultListQuery('search'));
    expect(parseListQuery({ page: '2.5' }, 'shop').page).toBe(1);
    expect(parseListQuery({ page: '0' }, 'shop').page).toBe(1);
    expect(parseListQuery({ page: '99999' }, 'shop').page).toBe(1);
    expect(parseListQuery({ category: 'x'.repeat(101) }, 'shop').category).toBeNull();
  });

  it('allows "Newest" only on the shop', () => {
    expect(parseListQuery({ sort: 'latest' }, 'shop').sort).toBe('latest');
    expect(parseListQuery({ sort: 'latest' }, 'store').sort).toBe('price');
    expect(sortOptions('shop')).toEqual(['latest', 'price', '-price', 'rating', '-rating']);
    // Search results offer Relevance too (issue 30); the store does not.
    expect(sortOptions('search')).toEqual(['relevance', 'price', '-price', 'rating', '-rating']);
    expect(sortOptions('store')).toEqual(['price', '-price', 'rating', '-rating']);
    expect(parseListQuery({ sort: 'relevance' }, 'search').sort).toBe('relevance');
    expect(parseListQuery({ sort: 'relevance' }, 'store').sort).toBe('price');
  });

  it('labels the sorts in the spec words', () => {
    expect(SORT_LABELS).toEqual({
      relevance: 'Relevance',
      latest: 'Newest',
      price: 'Price: low to high',
      '-price': 'Price: high to low',
      rating: 'Rating: high to low',
      '-rating': 'Rating: low to high',
    });
  });
});

describe('serializeListQuery and listHref', () => {
  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(listHref('/shop', defaultListQuery('shop'), 'shop')).toBe('/shop');
    expect(serializeListQuery(defaultListQuery('store'), 'store').toString()).toBe('');
  });

  it('writes only what differs, in a fixed order, after the base parameters', () => {
    const query = {
      category: 'Processed Foods',
      price: [1000, 50000] as [number, number],
      rating: 3,
      near: false,
      sort: 'price' as const,
      page: 2,
    };
    expect(listHref('/search', query, 'search', { query: 'rice' })).toBe(
      '/search?query=rice&category=Processed+Foods&minPrice=1000&maxPrice=50000&rating=3&page=2',
    );
    // 'price' is the shop's non-default, so it is written there.
    expect(listHref('/shop', { ...query, page: 1 }, 'shop')).toBe(
      '/shop?category=Processed+Foods&minPrice=1000&maxPrice=50000&rating=3&sort=price',
    );
  });

  it('round-trips through the parser', () => {
    const query = {
      category: 'Fish',
      price: [0, 25000] as [number, number],
      rating: 2,
      near: false,
      sort: '-rating' as const,
      page: 4,
    };
    expect(parseListQuery(serializeListQuery(query, 'store'), 'store')).toEqual(query);
  });
});

describe('changeListQuery', () => {
  it('goes back to the first page when a filter or the sort changes', () => {
    const query = { ...defaultListQuery('shop'), page: 5 };
    expect(changeListQuery(query, { category: 'Fish' })).toEqual({
      ...query,
      category: 'Fish',
      page: 1,
    });
    expect(changeListQuery(query, { sort: 'rating' }).page).toBe(1);
  });
});

describe('toApiFilters', () => {
  it('sends nothing when nothing narrows the list', () => {
    expect(toApiFilters(defaultListQuery('shop'))).toBeUndefined();
  });

  it('sends the category, a narrowed price range and a minimum rating', () => {
    expect(
      toApiFilters({
        category: 'Fish',
        price: [1000, 1_000_000],
        rating: 4,
        near: false,
        sort: 'price',
        page: 1,
      }),
    ).toEqual({ category: 'Fish', price: [1000, 1_000_000], rating: 4 });
    expect(
      toApiFilters({
        category: null,
        price: [0, 1_000_000],
        rating: 2,
        near: false,
        sort: 'price',
        page: 1,
      }),
    ).toEqual({ rating: 2 });
  });
});

describe('activeFilters', () => {
  it('highlights nothing for the defaults', () => {
    expect(activeFilters(defaultListQuery('shop'), 'shop')).toEqual({
      category: false,
      price: false,
      rating: false,
      near: false,
      sort: false,
      narrowed: false,
    });
  });

  it('highlights a chosen category, a narrowed price, a rating and a sort other than the default', () => {
    const query = {
      category: 'Fish',
      price: [0, 999_999] as [number, number],
      rating: 1,
      near: false,
      sort: '-price' as const,
      page: 1,
    };
    expect(activeFilters(query, 'search')).toEqual({
      category: true,
      price: true,
      rating: true,
      near: false,
      sort: true,
      narrowed: true,
    });
    expect(activeFilters({ ...defaultListQuery('store'), sort: 'price' }, 'store').sort).toBe(
      false,
    );
    expect(activeFilters({ ...defaultListQuery('shop'), sort: 'price' }, 'shop').sort).toBe(true);
  });
});
