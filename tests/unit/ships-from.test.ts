import { shipsFromText } from '@/lib/shared/catalog/ships-from';

describe('shipsFromText', () => {
  it.each([
    [{ min: 4, max: 7 }, 'Ships from Kano · 4–7 days'],
    [{ min: 1, max: 1 }, 'Ships from Kano · 1 day'],
    [{ min: 2, max: 2 }, 'Ships from Kano · 2 days'],
    [null, 'Ships from Kano'],
  ])('reads %j as %s', (days, text) => {
    expect(shipsFromText('Kano', days)).toBe(text);
  });
});
