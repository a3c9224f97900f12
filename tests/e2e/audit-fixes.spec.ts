import type { Locator } from '@playwright/test';
import { productsOfVendors } from './checkout-helpers';
import { expect, locationButton, test } from './fixtures';

/**
 * Defects the audits of issue 22 found (axe-core, the W3C Nu HTML checker, a structured-data
 * validator): text below WCAG AA contrast, a <source> the checker rejects, a card image without
 * alt text.
 */

/**
 * The WCAG contrast ratio of an element's text, from its computed colours: the text and each
 * background up to the page composited as the browser paints them, opacity included. Enough for
 * flat colours, which is all these elements have.
 */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, below: Rgba): Rgba => [
      r * a + below[0] * (1 - a),
      g * a + below[1] * (1 - a),
      b * a + below[2] * (1 - a),
      1,
    ];
    const chain: Element[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) chain.unshift(node);
    // Paints each box's background over what is below it, the text last; an ancestor's opacity
    // then blends its whole group with what was below it.
    const paint = (index: number, below: Rgba, withText: boolean): Rgba => {
      const style = getComputedStyle(chain[index]);
      let inside = over(parse(style.backgroundColor), below);
      inside =
        index + 1 < chain.length
          ? paint(index + 1, inside, withText)
          : withText
            ? over(parse(style.color), inside)
            : inside;
      return over([inside[0], inside[1], inside[2], Number(style.opacity)], below);
    };
    const canvas: Rgba = [255, 255, 255, 1];
    const luminance = ([r, g, b]: Rgba) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const [light, dark] = [
      luminance(paint(0, canvas, true)),
      luminance(paint(0, canvas, false)),
    ].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

const AA = 4.5;

test.describe('colour contrast once a location is chosen', () => {
  test("the location button's label", async ({ page }) => {
    await page.goto('/shop');
    const label = locationButton(page).locator('span');
    await expect(label).toBeVisible();
    expect(await contrastOf(label)).toBeGreaterThanOrEqual(AA);
  });

  test('the header\'s "Sell on" link', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the strip is not shown on phones');
    await page.goto('/shop');
    const link = page.getByRole('link', { name: /^Sell on / });
    await expect(link).toBeVisible();
    expect(await contrastOf(link)).toBeGreaterThanOrEqual(AA);
  });

  test('the pager\'s disabled "Previous" on a list\'s first page', async ({ page }) => {
    await page.goto('/shop');
    const pager = page.getByRole('navigation', { name: /pag/i });
    await expect(pager).toBeVisible();
    const previous = pager.locator('[aria-hidden="true"]').filter({ hasText: 'Previous' });
    await expect(previous).toHaveCount(1);
    const label = previous.getByText('Previous');
    const text = (await label.isVisible()) ? label : previous;
    expect(await contrastOf(text)).toBeGreaterThanOrEqual(AA);
  });
});

test('the home page names a real image for each viewport, never a data: placeholder', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/srcset="data:[^"]*"/gi) ?? []).toEqual([]);
  const sources = [...html.matchAll(/<source\b[^>]*>/g)].map(([tag]) => tag);
  // Each slider's first slide is a <picture> with a source for the other slider's viewport.
  expect(sources.length).toBeGreaterThanOrEqual(2);
  for (const tag of sources) {
    expect(tag).toMatch(/\bmedia="\([^"]+\)"/);
    expect(tag).toMatch(/\bsizes="[^"]+"/);
    const srcset = tag.match(/\bsrcSet="([^"]+)"/i)?.[1] ?? '';
    const candidates = srcset.split(', ');
    expect(candidates.length, tag).toBeGreaterThan(0);
    for (const candidate of candidates)
      expect(candidate, tag).toMatch(/^\/_next\/image\?\S+ \d+w$/);
  }
});

test("each slider's first image shows the slide of the viewport's slider and loads once", async ({
  page,
  isMobile,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/image')) loaded.push(request.url());
  });
  await page.goto('/');
  const shown = page.getByTestId(isMobile ? 'mobile-slider' : 'hero-slider');
  const first = shown.getByRole('img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const pictures = page.locator('picture img');
  await expect(pictures).toHaveCount(2);
  const chosen = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).currentSrc),
  );
  // The hidden slider's first picture chose the same file as the shown one's.
  expect(chosen[0]).toBeTruthy();
  expect(chosen[1]).toBe(chosen[0]);
  expect(loaded.filter((url) => url === chosen[0])).toHaveLength(1);
});

test("a store page's Twitter card image has alt text, as its OpenGraph image", async ({
  page,
  request,
}) => {
  const [product] = await productsOfVendors(request, 1);
  await page.goto(`/vendors/${encodeURIComponent(product.vendor.storeName)}`);
  const meta = (name: string) =>
    page.evaluate(
      (key) =>
        document
          .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
          ?.getAttribute('content') ?? null,
      name,
    );
  expect(await meta('twitter:image')).toBeTruthy();
  const alt = await meta('twitter:image:alt');
  expect(alt).toBeTruthy();
  expect(alt).toBe(await meta('og:image:alt'));
});
