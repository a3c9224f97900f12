import { popularCategories } from '@/lib/shared/catalog/category-links';

const categories = [
  { title: 'Fish', productCount: 0 },
  { title: 'Grains', productCount: 48 },
  { title: 'Oils', productCount: 17 },
  { title: 'Tubers', productCount: 44 },
  { title: 'Fruits', productCount: 17 },
];

describe('popularCategories', () => {
  it('orders by products, most first, ties by title, and leaves out empty ones', () => {
    expect(popularCategories(categories).map((c) => c.title)).toEqual([
      'Grains',
      'Tubers',
      'Fruits',
      'Oils',
    ]);
  });

  it('keeps at most the count asked for, as links to the shop filtered to each', () => {
    expect(popularCategories(categories, 2)).toEqual([
      { title: 'Grains', href: '/shop?category=Grains', productCount: 48 },
      { title: 'Tubers', href: '/shop?category=Tubers', productCount: 44 },
    ]);
  });

  it('leaves the given list as it was (the filter still shows it by title)', () => {
    const given = categories.map((c) => c.title);
    popularCategories(categories);
    expect(categories.map((c) => c.title)).toEqual(given);
  });
});
