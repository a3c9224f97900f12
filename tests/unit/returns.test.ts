import { returnWindow } from '@/lib/shared/catalog/returns';

describe('returnWindow', () => {
  it('gives perishables a day, as the refund policy does', () => {
    for (const category of ['Vegetables', 'Fruits', 'Tubers', 'Fish', 'Poultry', 'Livestock']) {
      expect(returnWindow(category)).toBe('24 hours');
    }
  });

  it('gives grains, oils, packaged foods and farm inputs a week', () => {
    for (const category of [
      'Grains',
      'Oils',
      'Spices',
      'Processed Foods',
      'Seeds',
      'Fertilisers',
      'Farm Tools',
    ]) {
      expect(returnWindow(category)).toBe('7 days');
    }
  });

  it('promises the shorter window when the category is unknown', () => {
    expect(returnWindow(null)).toBe('24 hours');
    expect(returnWindow(undefined)).toBe('24 hours');
  });
});
