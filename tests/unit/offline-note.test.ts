import { OFFLINE_NOTE, withOfflineNote } from '@/lib/browser/offline';

describe('a failed action while offline', () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
  afterAll(() => onLine.mockRestore());

  it('says the shopper is offline and nothing was sent', () => {
    onLine.mockReturnValue(false);
    expect(withOfflineNote('Failed to add item to cart')).toBe(
      `Failed to add item to cart: ${OFFLINE_NOTE}`,
    );
    expect(withOfflineNote('Failed to add product to cart.')).toBe(
      `Failed to add product to cart: ${OFFLINE_NOTE}`,
    );
  });

  it('keeps the text as it is while online', () => {
    onLine.mockReturnValue(true);
    expect(withOfflineNote('Failed to add item to cart')).toBe('Failed to add item to cart');
  });
});
