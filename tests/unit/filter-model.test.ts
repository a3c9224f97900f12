import { buildFilterModel } from '@/lib/shared/catalog/filter-model';
import { defaultListQuery } from '@/lib/shared/catalog/list-query';

const CATEGORIES = ['Fish', 'Grains'];

describe('buildFilterModel', () => {
  it('links every choice to page 1 of the list with that choice, keeping the other filters', () => {
    const query = { ...defaultListQuery('search'), rating: 3, page: 4 };
    const model = buildFilterModel(query, CATEGORIES, {
      pathname: '/search',
      kind: 'search',
      base: { query: 'rice' },
    });
    expect(model.categories.map((option) => [option.label, option.href, option.selected])).toEqual([
      ['All categories', '/search?query=rice&rating=3', true],
      ['Fish', '/search?query=rice&category=Fish&rating=3', false],
      ['Grains', '/search?query=rice&category=Grains&rating=3', false],
    ]);
    expect(model.ratings.map((option) => option.label)).toEqual([
      'Any rating',
      '4 stars & above',
      '3 stars & above',
      '2 stars & above',
      '1 star & above',
    ]);
    expect(model.ratings.find((option) => option.selected)?.value).toBe(3);
    expect(model.sorts.map((option) => option.href)).toEqual([
      '/search?query=rice&rating=3&sort=relevance',
      '/search?query=rice&rating=3',
      '/search?query=rice&rating=3&sort=-price',
      '/search?query=rice&rating=3&sort=rating',
      '/search?query=rice&rating=3&sort=-rating',
    ]);
  });

  it('marks the chosen category whatever its case in the URL', () => {
    const model = buildFilterModel({ ...defaultListQuery('shop'), category: 'fish' }, CATEGORIES, {
      pathname: '/shop',
      kind: 'shop',
    });
    expect(model.categories.filter((option) => option.selected).map((o) => o.label)).toEqual([
      'Fish',
    ]);
  });

  it('tells the forms which parameters to keep, without the page', () => {
    const query = {
      category: 'Fish',
      price: [1000, 5000] as [number, number],
      rating: 0,
      near: false,
      sort: 'rating' as const,
      page: 2,
    };
    const model = buildFilterModel(query, CATEGORIES, {
      pathname: '/vendors/Ikorodu%20Fresh%20Fish',
      kind: 'store',
    });
    expect(model.action).toBe('/vendors/Ikorodu%20Fresh%20Fish');
    expect(model.price.keep).toEqual([
      ['category', 'Fish'],
      ['sort', 'rating'],
    ]);
    expect(model.sort.keep).toEqual([
      ['category', 'Fish'],
      ['minPrice', '1000'],
      ['maxPrice', '5000'],
    ]);
    expect(model.clearHref).toBe('/vendors/Ikorodu%20Fresh%20Fish?sort=rating');
    expect(model.active).toMatchObject({ category: true, price: true, sort: true, narrowed: true });
  });

  it('offers Near me only with a shopper state, linking to the list with it toggled', () => {
    const location = { pathname: '/shop', kind: 'shop' as const };
    const query = { ...defaultListQuery('shop'), category: 'Grains', page: 3 };
    expect(buildFilterModel(query, [], location).near).toBeNull();
    const off = buildFilterModel(query, [], location, 'Lagos').near;
    expect(off).toEqual({ state: 'Lagos', on: false, href: '/shop?category=Grains&near=1' });
    const on = buildFilterModel({ ...query, near: true }, [], location, 'Lagos');
    expect(on.near).toEqual({ state: 'Lagos', on: true, href: '/shop?category=Grains' });
    expect(on.clearHref).toBe('/shop');
    const store = { pathname: '/vendors/x', kind: 'store' as const };
    expect(buildFilterModel(query, [], store, 'Lagos').near).toBeNull();
  });
});
