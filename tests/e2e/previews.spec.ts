import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { apiGet, naira, shopProducts, type ApiProduct } from './commerce-helpers';
import { expect, test } from './fixtures';

/**
 * Link previews as link-preview bots read them (issue 27, "Previews that sell"): the page's tags
 * read by open-graph-scraper, then the picture they name fetched and measured.
 */
const MAX_PREVIEW_BYTES = 300 * 1024;

/** A discounted product of the Lagos shop list (the picture then carries its -n% badge). */
async function discountedProduct(request: Parameters<typeof shopProducts>[0]) {
  for (const page of [1, 2, 3]) {
    const found = (await shopProducts(request, page)).find(
      (product) =>
        product.discountedPrice !== null && product.discountedPrice < product.originalPrice,
    );
    if (found) return found;
  }
  throw new Error('no discounted product in the first three pages of the shop list');
}

// The test servers are on localhost, a host without a top-level domain that ogs refuses by default.
const LOCAL_URLS = {
  protocols: ['http', 'https'],
  require_tld: false,
  require_host: true,
  require_protocol: true,
  require_valid_protocol: true,
  allow_underscores: false,
  allow_trailing_dot: false,
  allow_protocol_relative_urls: false,
  allow_fragments: true,
  allow_query_components: true,
  require_port: false,
  validate_length: true,
};

async function readTags(url: string) {
  const { error, result } = await ogs({ url, timeout: 20, urlValidatorSettings: LOCAL_URLS });
  expect(error).toBe(false);
  return result;
}

/** The picture at `url`: a JPEG of 1200×630 under 300 kB. */
async function expectPreviewPicture(url: string) {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  expect(answer.headers.get('cache-control')).toContain('immutable');
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect(bytes.length).toBeGreaterThan(5_000);
  expect(bytes.length).toBeLessThan(MAX_PREVIEW_BYTES);
  const { format, width, height } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
}

test.describe('link previews', () => {
  // Tags and pictures are the same on every screen: once is enough.
  test.skip(({ isMobile }) => isMobile, 'the same for every viewport');

  test('a product page names its own 1200×630 picture, with size, type and alt text', async ({
    request,
    baseURL,
  }) => {
    const product = await discountedProduct(request);
    const tags = await readTags(`${baseURL}/products/${product.id}`);
    const [image] = tags.ogImage ?? [];
    expect(image.url).toMatch(
      new RegExp(`^${baseURL}/og/products/${product.id}/[A-Za-z0-9_-]{12}\\.jpg$`),
    );
    expect(String(image.width)).toBe('1200');
    expect(String(image.height)).toBe('630');
    expect(image.type).toBe('image/jpeg');
    expect(image.alt).toBe(`${product.title}, ${naira.format(product.discountedPrice!)}`);
    const [twitter] = tags.twitterImage ?? [];
    expect(twitter.url).toBe(image.url);
    expect(twitter.alt).toBe(image.alt);
    expect(tags.twitterCard).toBe('summary_large_image');
    await expectPreviewPicture(image.url);
  });

  test("an older picture's address is sent on to the current one; a bad one is a 404", async ({
    request,
    baseURL,
  }) => {
    const [product] = await shopProducts(request);
    const tags = await readTags(`${baseURL}/products/${product.id}`);
    const current = new URL(tags.ogImage![0].url).pathname;
    const old = await fetch(`${baseURL}/og/products/${product.id}/AAAAAAAAAAAA.jpg`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(302);
    expect(new URL(old.headers.get('location')!, baseURL).pathname).toBe(current);
    expect((await fetch(`${baseURL}/og/products/${product.id}/nope.png`)).status).toBe(404);
    expect((await fetch(`${baseURL}/og/products/999999999/AAAAAAAAAAAA.jpg`)).status).toBe(404);
  });

  test('a store page names a picture with its logo, name and product count', async ({
    request,
    baseURL,
  }) => {
    const storeName = 'Mama Nkechi Farms';
    const { totalProducts } = await apiGet<{ totalProducts: number }>(
      request,
      `/products?storeName=${encodeURIComponent(storeName)}&limit=1`,
    );
    const tags = await readTags(`${baseURL}/vendors/${encodeURIComponent(storeName)}`);
    const [image] = tags.ogImage ?? [];
    expect(image.url).toMatch(/\/og\/stores\/Mama%20Nkechi%20Farms\/[A-Za-z0-9_-]{12}\.jpg$/);
    expect(String(image.width)).toBe('1200');
    expect(String(image.height)).toBe('630');
    expect(image.alt).toBe(`${storeName} logo, ${totalProducts} products`);
    expect(tags.twitterImage?.[0]?.alt).toBe(image.alt);
    await expectPreviewPicture(image.url);
  });

  test('the home page describes the site and its search, and the organisation', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const graph = blocks.flatMap((block) => block['@graph'] ?? [block]);
    const site = graph.find((node) => node['@type'] === 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${baseURL}/search?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: 'Oja Market',
      url: `${baseURL}/`,
    });
  });
});

test('WhatsApp shares the title, price and link; X and Facebook keep their share URLs', async ({
  page,
  request,
  baseURL,
}) => {
  const product: ApiProduct = await discountedProduct(request);
  await page.goto(`/products/${product.id}`);
  const url = `${baseURL}/products/${product.id}`;
  const whatsApp = new URL(
    (await page.locator('a[data-network="WhatsApp"]').getAttribute('href')) ?? '',
  );
  expect(whatsApp.origin).toBe('https://wa.me');
  const message = whatsApp.searchParams.get('text') ?? '';
  const lines = message.split('\n');
  expect(lines[0]).toBe(product.title);
  expect(lines[1]).toContain(naira.format(product.discountedPrice!));
  expect(lines[1]).toContain(`was ${naira.format(product.originalPrice)}`);
  expect(lines.at(-1)).toBe(url);
  await expect(page.locator('a[data-network="Facebook"]')).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await expect(page.locator('a[data-network="Twitter"]')).toHaveAttribute(
    'href',
    new RegExp(
      `^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(url).replace(/[.]/g, '\\.')}&text=`,
    ),
  );
});
