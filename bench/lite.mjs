// Lite mode benchmark (issue 27, "Data saver"): the bytes a first visit to the home page and a
// product page costs a phone (390x844 at 3x, Chromium, empty cache, no cookies), without and with
// Lite (`Save-Data: on`, as a browser's data saver sends it), until the network is idle. Bytes are
// as they crossed the wire (compressed bodies plus headers). Each visit ROUNDS times: median and
// spread. Target: Lite at least 40% fewer bytes.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { samplePages, withStorefront } from './servers.mjs';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_LITE_ROUNDS ?? 3);
const TARGET_SAVING = 0.4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Bytes and requests of one first visit to `url`. */
async function firstVisit(browser, url, lite) {
  const context = await browser.newContext({
    ...PHONE,
    extraHTTPHeaders: lite ? { 'save-data': 'on' } : {},
  });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    const image = request.resourceType() === 'image';
    sizes.push(
      request.sizes().then((size) => ({
        // -1 when Chromium does not know (a request it abandoned): nothing counted.
        bytes: Math.max(0, size.responseBodySize) + Math.max(0, size.responseHeadersSize),
        image,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Every finished request's sizes, awaited rather than waited for.
  const all = await Promise.all(sizes);
  const sum = (list) => list.reduce((total, size) => total + size.bytes, 0);
  await context.close();
  return { bytes: sum(all), imageBytes: sum(all.filter((size) => size.image)) };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export async function benchLite() {
  await withStorefront({}, async ({ siteOrigin }) => {
    const { pages } = await samplePages();
    const wanted = pages.filter((page) => page.name === 'home' || page.name === 'product');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    });
    try {
      // One visit each to warm the page cache (the first render is not what a shopper waits for).
      for (const { path } of wanted) {
        await firstVisit(browser, `${siteOrigin}${path}`, false);
        await firstVisit(browser, `${siteOrigin}${path}`, true);
      }
      console.log(`page     full (median, spread)        lite (median, spread)        saved`);
      for (const { name, path } of wanted) {
        const full = [];
        const lite = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          full.push(await firstVisit(browser, `${siteOrigin}${path}`, false));
          lite.push(await firstVisit(browser, `${siteOrigin}${path}`, true));
        }
        // All bytes, then the images' alone (Lite pages also send no scripts: decision 047).
        for (const [label, key] of [
          [name, 'bytes'],
          [`  images`, 'imageBytes'],
        ]) {
          const fullBytes = full.map((visit) => visit[key]);
          const liteBytes = lite.map((visit) => visit[key]);
          const saved = 1 - median(liteBytes) / median(fullBytes);
          const spread = (values) => kB(Math.max(...values) - Math.min(...values));
          const verdict = saved >= TARGET_SAVING ? '(target met)' : '(target: 40%)';
          console.log(
            `${label.padEnd(8)} ${kB(median(fullBytes)).padEnd(10)} ±${spread(fullBytes).padEnd(16)} ` +
              `${kB(median(liteBytes)).padEnd(10)} ±${spread(liteBytes).padEnd(16)} ` +
              `${(saved * 100).toFixed(0)}% ${key === 'bytes' ? verdict : ''}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  });
}
