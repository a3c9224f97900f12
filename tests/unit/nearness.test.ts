import { nearnessBreaksTies, nearnessFor, nearnessLeads } from '@/marketplace/catalog/nearness';

describe('nearnessFor (decision 054)', () => {
  const route = (fromState: string, minDays: number, maxDays: number) => ({
    fromState,
    minDays,
    maxDays,
  });

  it('ranks the shopper’s state first, then by min_days and max_days, equal windows together', () => {
    const nearness = nearnessFor('Lagos', [
      route('Kano', 4, 7),
      route('Rivers', 3, 5),
      route('Lagos', 1, 2),
      route('Oyo', 2, 3),
      route('Enugu', 3, 5),
      route('Ogun', 2, 4),
    ]);
    expect(nearness.groups).toEqual([['Lagos'], ['Oyo'], ['Ogun'], ['Enugu', 'Rivers'], ['Kano']]);
    expect(nearness.days.get('Kano')).toEqual({ min: 4, max: 7 });
    expect(nearness.days.get('Lagos')).toEqual({ min: 1, max: 2 });
  });

  it('puts the shopper’s state first even without a route of its own, and knows no window', () => {
    const nearness = nearnessFor('Abia', [route('Enugu', 2, 3)]);
    expect(nearness.groups).toEqual([['Abia'], ['Enugu']]);
    expect(nearness.days.has('Abia')).toBe(false);
  });

  it('leads Newest and Relevance, breaks ties on price, leaves rating alone', () => {
    expect(['latest', 'relevance'].every((sort) => nearnessLeads(sort as 'latest'))).toBe(true);
    expect(nearnessLeads('price')).toBe(false);
    expect(nearnessBreaksTies('price')).toBe(true);
    expect(nearnessBreaksTies('-price')).toBe(true);
    expect(nearnessBreaksTies('rating')).toBe(false);
    expect(nearnessBreaksTies('-rating')).toBe(false);
  });
});
