import { bannerLink, COMPACT_ADVERTS, splitAdverts, toBanner } from '@/lib/shared/home/banners';

describe('bannerLink', () => {
  it('keeps paths of this site as internal links', () => {
    expect(bannerLink('/shop')).toEqual({ href: '/shop', external: false });
    expect(bannerLink(' /search?query=rice ')).toEqual({
      href: '/search?query=rice',
      external: false,
    });
    expect(bannerLink('/vendors/Kano%20Grains%20Hub')).toEqual({
      href: '/vendors/Kano%20Grains%20Hub',
      external: false,
    });
  });

  it('opens http(s) addresses of other sites as external links', () => {
    expect(bannerLink('https://vendors.example.ng/signup')).toEqual({
      href: 'https://vendors.example.ng/signup',
      external: true,
    });
    expect(bannerLink('http://example.com')).toEqual({
      href: 'http://example.com/',
      external: true,
    });
  });

  it('refuses anything that is not a plain link', () => {
    expect(bannerLink('javascript:alert(1)')).toBeNull();
    expect(bannerLink('data:text/html,hi')).toBeNull();
    expect(bannerLink('//evil.example/shop')).toBeNull();
    expect(bannerLink('/\\evil.example')).toBeNull();
    expect(bannerLink('shop')).toBeNull();
    expect(bannerLink('')).toBeNull();
  });
});

describe('toBanner', () => {
  const banner = {
    _id: '7',
    image: '/media/sliders/rice-desktop.png',
    title: ' Rice ',
    url: '/shop',
  };

  it('maps the API banner to the home page one', () => {
    expect(toBanner(banner)).toEqual({
      id: '7',
      title: 'Rice',
      image: '/media/sliders/rice-desktop.png',
      link: { href: '/shop', external: false },
    });
  });

  it('takes an absolute /media address of the API as its path', () => {
    expect(toBanner({ ...banner, image: 'http://api:4000/media/adverts/x.png' })?.image).toBe(
      '/media/adverts/x.png',
    );
  });

  it('drops a banner whose image cannot be served here, keeps one whose link is unsafe', () => {
    expect(toBanner({ ...banner, image: 'https://cdn.example/x.png' })).toBeNull();
    expect(toBanner({ ...banner, url: 'javascript:void(0)' })?.link).toBeNull();
  });
});

describe('splitAdverts', () => {
  it('puts the first two in the compact variant and the rest full width', () => {
    expect(COMPACT_ADVERTS).toBe(2);
    expect(splitAdverts([1, 2, 3, 4, 5])).toEqual({ compact: [1, 2], wide: [3, 4, 5] });
    expect(splitAdverts([1])).toEqual({ compact: [1], wide: [] });
    expect(splitAdverts([])).toEqual({ compact: [], wide: [] });
  });
});
