import { filterCategories } from '@/lib/shared/catalog/categories';

const categories = [
  { title: 'Fish', productCount: 0 },
  { title: 'Grains', productCount: 12 },
  { title: 'Seeds', productCount: 0 },
];

describe('filterCategories', () => {
  it('leaves out categories without products', () => {
    expect(filterCategories(categories, undefined).map((c) => c.title)).toEqual(['Grains']);
  });

  it('keeps the chosen category even when it is empty, whatever its case', () => {
    expect(filterCategories(categories, 'fish').map((c) => c.title)).toEqual(['Fish', 'Grains']);
  });
});
