import {
  blankState,
  blankStateOptions,
  moveActive,
  normaliseQuery,
  searchPath,
  storePath,
  suggestionOptions,
  toSearchSuggestions,
} from '@/lib/shared/search-suggestions';

describe('searchPath', () => {
  it('goes to /search with no query when the text is empty or blank', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   ')).toBe('/search');
  });

  it('carries the trimmed text, encoded, as the query parameter', () => {
    expect(searchPath('  yam flour ')).toBe('/search?query=yam+flour');
    expect(searchPath('rice & beans')).toBe('/search?query=rice+%26+beans');
  });
});

describe('normaliseQuery', () => {
  it('collapses inner spaces and stops at 200 characters', () => {
    expect(normaliseQuery(' palm   oil ')).toBe('palm oil');
    expect(normaliseQuery('a'.repeat(250))).toHaveLength(200);
  });
});

describe('toSearchSuggestions', () => {
  const response = {
    products: [
      {
        _id: '3',
        id: '3',
        title: 'Parboiled rice 50kg',
        images: ['https://api.example/media/products/rice.png', '/media/products/rice-2.png'],
        originalPrice: 89000,
        discountedPrice: 82000,
      },
      {
        _id: '4',
        id: '',
        title: 'Local rice (paint)',
        images: ['https://cdn.example/elsewhere.png'],
        originalPrice: 4250,
        discountedPrice: null,
      },
    ],
    stores: [{ _id: '7', storeName: 'Kano Grains Hub', logo: null, tradingBusinessName: 'KGH' }],
  };

  it('links products to /products/{id} with their first usable image and the price to pay', () => {
    const { products } = toSearchSuggestions(response);
    expect(products[0]).toEqual({
      kind: 'product',
      id: '3',
      title: 'Parboiled rice 50kg',
      image: '/media/products/rice.png',
      price: 82000,
      href: '/products/3',
    });
    expect(products[1]).toMatchObject({
      id: '4',
      image: '/placeholder.jpg',
      price: 4250,
      href: '/products/4',
    });
  });

  it('links stores to /vendors/{storeName}', () => {
    expect(toSearchSuggestions(response).stores).toEqual([
      {
        kind: 'store',
        id: '7',
        storeName: 'Kano Grains Hub',
        href: '/vendors/Kano%20Grains%20Hub',
      },
    ]);
    expect(storePath('Ade & Sons')).toBe('/vendors/Ade%20%26%20Sons');
  });

  it('orders options products first, then stores', () => {
    const options = suggestionOptions(toSearchSuggestions(response));
    expect(options.map((option) => option.kind)).toEqual(['product', 'product', 'store']);
  });
});

describe('moveActive', () => {
  it('has nothing to move to without options', () => {
    expect(moveActive(-1, 1, 0)).toBe(-1);
    expect(moveActive(2, -1, 0)).toBe(-1);
  });

  it('starts at the first option going down and the last going up', () => {
    expect(moveActive(-1, 1, 4)).toBe(0);
    expect(moveActive(-1, -1, 4)).toBe(3);
  });

  it('wraps around at both ends', () => {
    expect(moveActive(3, 1, 4)).toBe(0);
    expect(moveActive(0, -1, 4)).toBe(3);
    expect(moveActive(1, 1, 4)).toBe(2);
  });

  it('restarts when the options shrank under the active one', () => {
    expect(moveActive(6, 1, 3)).toBe(0);
  });
});

describe('blankState', () => {
  it('offers recent searches, the option to clear them, then popular ones, in that key order', () => {
    const options = blankStateOptions(blankState(['ofada rice'], ['rice', 'yam']));
    expect(options.map((option) => ('text' in option ? option.text : option.kind))).toEqual([
      'ofada rice',
      'clear-recent',
      'rice',
      'yam',
    ]);
    expect(options[2]).toMatchObject({ kind: 'popular', href: '/search?query=rice' });
  });

  it('shows a popular search the shopper already made once, under Recent', () => {
    const state = blankState(['Rice'], ['rice', 'yam']);
    expect(state.popular.map((option) => option.text)).toEqual(['yam']);
  });

  it('has no Recent group, and no Clear, without recent searches', () => {
    expect(blankState([], ['yam']).recent).toEqual([]);
    expect(blankStateOptions(blankState([], []))).toEqual([]);
  });
});
