import sharp from 'sharp';
import {
  advertImagePath,
  parseMediaPath,
  productImagePath,
  sliderImagePath,
  slugify,
  storeCoverPath,
  storeLogoPath,
} from '@/marketplace/media/paths';
import { MediaRenderer, svgToPng } from '@/marketplace/media/render';
import { escapeXml, sentenceFromSlug, titleFromSlug } from '@/marketplace/media/text';
import { composeSvg } from '@/marketplace/media/compose';
import { startTestMarketplace, type TestMarketplace } from './harness';

jest.setTimeout(60_000);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let market: TestMarketplace;

beforeAll(async () => {
  market = await startTestMarketplace();
});

afterAll(async () => {
  await market?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  market.app.inject({ method: 'GET', url, headers });

describe('GET /media/:kind/:file', () => {
  it.each([
    [productImagePath('Grains', 'Ofada rice 50kg', 1), 600, 600],
    [productImagePath('Fertilisers', 'NPK 15-15-15 fertiliser 50kg', 2), 600, 600],
    [productImagePath('Fish', 'Smoked catfish (pack of 10)', 3), 600, 600],
    [storeLogoPath('Mama Nkechi Farms'), 200, 200],
    [storeCoverPath('Kano Grains Hub'), 1200, 300],
    [sliderImagePath('Fresh harvest straight from the farm', 'Desktop'), 1200, 400],
    [sliderImagePath('Fresh harvest straight from the farm', 'Mobile'), 800, 400],
    [advertImagePath('Rent a cube in our warehouses'), 800, 400],
  ])('draws %s as a %ix%i PNG with long-lived cache headers', async (path, width, height) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
  });

  it('gives the same bytes and ETag every time, and 304 to a matching If-None-Match', async () => {
    const path = productImagePath('Vegetables', 'Fresh tomatoes (basket)', 1);
    const first = await get(path);
    const second = await get(path);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await get(path, { 'if-none-match': `W/"other", ${first.headers.etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('draws different pictures for different variants and names', async () => {
    const one = await get(productImagePath('Grains', 'Millet 50kg', 1));
    const two = await get(productImagePath('Grains', 'Millet 50kg', 2));
    const other = await get(productImagePath('Grains', 'Sorghum 50kg', 1));
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
    expect(one.rawPayload.equals(other.rawPayload)).toBe(false);
    expect(one.headers.etag).not.toBe(two.headers.etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await market.app.inject({
      method: 'HEAD',
      url: storeLogoPath('Kano Grains Hub'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    '/media/videos/ofada-rice-50kg-1.png',
    '/media/products/Ofada-rice-1.png',
    '/media/products/ofada_rice-1.png',
    '/media/products/ofada-rice-1.jpg',
    '/media/products/ofada-rice-1.png.png',
    '/media/products/.png',
    '/media/products/---.png',
    `/media/products/${'a'.repeat(81)}.png`,
    '/media/products/..%2F..%2Fetc%2Fpasswd.png',
    '/media/products/%2e%2e.png',
    '/media/products/ofada%20rice.png',
    '/media/stores/kano-grains-hub.png',
    '/media/stores/kano-grains-hub-banner.png',
    '/media/sliders/rice-season-deals.png',
    '/media/sliders/rice-season-deals-tablet.png',
  ])('answers 404 with a message for %s', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('the media path scheme', () => {
  it('round-trips what the seed writes', () => {
    const path = productImagePath('Processed Foods', 'Honey 1 litre', 3);
    expect(path).toBe('/media/products/processed-foods--honey-1-litre-3.png');
    expect(parseMediaPath('products', path.split('/')[3])).toEqual({
      kind: 'products',
      category: 'processed-foods',
      name: 'honey-1-litre',
      variant: 3,
    });
    expect(parseMediaPath('stores', 'mama-nkechi-farms-logo.png')).toEqual({
      kind: 'stores',
      role: 'logo',
      name: 'mama-nkechi-farms',
    });
    expect(parseMediaPath('sliders', 'rice-season-deals-mobile.png')).toMatchObject({
      format: 'mobile',
    });
  });

  it('keeps every file name within 80 characters and the allowed alphabet', () => {
    const long =
      'Extra premium stone-free parboiled long grain Abakaliki rice from the Ebonyi millers 50kg';
    const file = productImagePath('Processed Foods', long, 2).split('/')[3];
    expect(file).toMatch(/^[a-z0-9-]{1,80}\.png$/);
    expect(parseMediaPath('products', file)).toMatchObject({
      category: 'processed-foods',
      variant: 2,
    });
    expect(slugify('Àgbálùmọ̀ & Ugu (bunch)')).toBe('agbalumo-ugu-bunch');
  });

  it('reads names back from slugs legibly', () => {
    expect(sentenceFromSlug('npk-15-15-15-fertiliser-50kg')).toBe('NPK 15-15-15 fertiliser 50kg');
    expect(sentenceFromSlug('goat-live')).toBe('Goat (live)');
    expect(sentenceFromSlug('smoked-catfish-pack-of-10')).toBe('Smoked catfish (pack of 10)');
    expect(titleFromSlug('nsukka-honey-and-spices')).toBe('Nsukka Honey and Spices');
  });
});

describe('product drawings', () => {
  // The red pepper's fill: every spice used to show it (issue 30).
  const PEPPER_RED = '#e53920';
  const svgOf = (category: string, name: string) =>
    composeSvg({ kind: 'products', category, name, variant: 1 });

  it.each(['turmeric-1kg', 'dried-ginger-1kg', 'fresh-ginger-5kg', 'garlic-1kg', 'cloves-500g'])(
    'draws %s as itself, not as a red pepper',
    (name) => {
      expect(svgOf('spices', name)).not.toContain(PEPPER_RED);
    },
  );

  it('still draws peppers as peppers, and tells turmeric from ginger', () => {
    expect(svgOf('spices', 'dried-pepper-1kg')).toContain(PEPPER_RED);
    expect(svgOf('vegetables', 'scotch-bonnet-pepper-basket')).toContain(PEPPER_RED);
    expect(svgOf('spices', 'turmeric-1kg')).not.toEqual(
      svgOf('spices', 'dried-ginger-1kg').replace('Dried ginger 1kg', 'Turmeric 1kg'),
    );
  });
});

describe('SVG text', () => {
  it('escapes XML specials, so names with & and < still render', async () => {
    expect(escapeXml(`Fish & Chips <Lagos> "Oja's"`)).toBe(
      'Fish &amp; Chips &lt;Lagos&gt; &quot;Oja&apos;s&quot;',
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><text x="10" y="60" font-size="30">${escapeXml('Fish & <Chips>')}</text></svg>`;
    const meta = await sharp(await svgToPng(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([300, 100]);
  });

  it('renders the title text (a font is installed for librsvg)', async () => {
    const svg = composeSvg({
      kind: 'products',
      category: 'grains',
      name: 'ofada-rice-50kg',
      variant: 1,
    });
    // The middle of the title panel: one flat colour unless glyphs were drawn on it.
    const panelSpread = async (document: string) => {
      const region = await sharp(await svgToPng(document))
        .extract({ left: 80, top: 400, width: 440, height: 130 })
        .png()
        .toBuffer();
      return (await sharp(region).stats()).channels[0].stdev;
    };
    expect(await panelSpread(svg.replace(/<text[^]*?<\/text>/g, ''))).toBeLessThan(1);
    expect(await panelSpread(svg)).toBeGreaterThan(20);
  });
});

describe('MediaRenderer', () => {
  it('shares one rendering between simultaneous requests and keeps only the most recent', async () => {
    const renderer = new MediaRenderer(1);
    const logo = parseMediaPath('stores', 'mama-nkechi-farms-logo.png')!;
    const cover = parseMediaPath('stores', 'mama-nkechi-farms-cover.png')!;
    const [first, same] = await Promise.all([
      renderer.render('logo', logo),
      renderer.render('logo', logo),
    ]);
    expect(same).toBe(first);
    expect(await renderer.render('logo', logo)).toBe(first);
    await renderer.render('cover', cover);
    const again = await renderer.render('logo', logo);
    expect(again).not.toBe(first);
    expect(again.png.equals(first.png)).toBe(true);
  });
});
