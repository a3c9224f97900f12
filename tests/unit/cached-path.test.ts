import {
  cachedListPagePath,
  locationFromSegment,
  locationSegment,
  queryFromSegment,
  querySegment,
  MAX_SEARCH_TEXT_LENGTH,
  searchText,
} from '@/lib/shared/catalog/cached-path';
import { NIGERIAN_STATES } from '@/lib/contract/states';

const params = (search: string) => new URLSearchParams(search);

describe('cached page paths', () => {
  it('keys every state by a segment that names it back, and no location as all', () => {
    for (const state of NIGERIAN_STATES) {
      expect(locationSegment(state)).toMatch(/^[a-z0-9-]+$/);
      expect(locationFromSegment(locationSegment(state))).toBe(state);
    }
    expect(locationSegment('Akwa Ibom')).toBe('akwa-ibom');
    expect(locationSegment(undefined)).toBe('all');
    expect(locationSegment('Atlantis')).toBe('all');
    // All Nigeria (decision 042) is no state filter: the same page as no choice yet.
    expect(locationSegment('All Nigeria')).toBe('all');
    expect(locationFromSegment('all')).toBeUndefined();
  });

  it('rewrites the home, shop and search pages by location and canonical query', () => {
    expect(cachedListPagePath('/', params(''), 'Lagos')).toBe('/cached/lagos');
    expect(cachedListPagePath('/shop', params(''), undefined)).toBe('/cached/all/shop/_');
    const shop = cachedListPagePath('/shop', params('sort=-price&page=3&category=Grains'), 'Kano');
    // Defaults, unknown parameters and their order do not make another page.
    expect(
      cachedListPagePath(
        '/shop',
        params('utm_source=x&page=3&category=Grains&sort=-price'),
        'Kano',
      ),
    ).toBe(shop);
    expect(cachedListPagePath('/shop/', params('sort=latest'), 'Kano')).toBe('/cached/kano/shop/_');
    const segment = shop!.split('/').pop()!;
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(queryFromSegment(segment).toString()).toBe('category=Grains&sort=-price&page=3');
    const search = cachedListPagePath('/search', params('query=  rice /2 '), 'Lagos')!;
    expect(queryFromSegment(search.split('/').pop()!).get('query')).toBe('rice /2');
    expect(cachedListPagePath('/products/1', params(''), 'Lagos')).toBeNull();
    expect(cachedListPagePath('/shopping', params(''), 'Lagos')).toBeNull();
  });

  it('keeps Near me in the key as one boolean: near=1 or nothing (decision 054)', () => {
    const near = cachedListPagePath('/shop', params('near=1'), 'Lagos')!;
    expect(queryFromSegment(near.split('/').pop()!).toString()).toBe('near=1');
    for (const other of ['near=true', 'near=2', 'near=0', 'near=', 'near=1x']) {
      expect(cachedListPagePath('/shop', params(other), 'Lagos')).toBe('/cached/lagos/shop/_');
    }
    expect(cachedListPagePath('/shop', params('near=1&near=0'), 'Lagos')).toBe(near);
    const search = cachedListPagePath('/search', params('near=1&query=Yam'), 'Lagos')!;
    expect(queryFromSegment(search.split('/').pop()!).toString()).toBe('query=yam&near=1');
  });

  it('gives search texts that the search treats alike one cached page (issue 37)', () => {
    const pathOf = (query: string) =>
      cachedListPagePath('/search', params(`query=${encodeURIComponent(query)}`), 'Lagos');
    expect(pathOf('  Ofada \t  RICE ')).toBe(pathOf('ofada rice'));
    const long = pathOf('yam '.repeat(200))!;
    expect(queryFromSegment(long.split('/').pop()!).get('query')!.length).toBeLessThanOrEqual(
      MAX_SEARCH_TEXT_LENGTH,
    );
    expect(pathOf('yam '.repeat(200))).toBe(pathOf('yam '.repeat(300)));
    expect(searchText(params('query=%20Tatashe%20%20Pepper'))).toBe('tatashe pepper');
  });

  it('reads a query segment that is not base64url as the defaults', () => {
    expect(querySegment(params(''))).toBe('_');
    expect(queryFromSegment('_').toString()).toBe('');
    expect(queryFromSegment('not/base64').toString()).toBe('');
  });
});
