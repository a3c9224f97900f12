// Storefront benchmark: the JavaScript a phone downloads on first load of each route (from the
// build's manifests, and as really loaded by Chromium), and requests/s with latency of the
// server-rendered catalog pages beside a static file (from public/, so Next.js serves it) on the
// same server.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { firstLoadFiles } from '../scripts/first-load.mjs';
import { measure, printTable, statusOf } from './lib.mjs';
import { samplePages, withStorefront } from './servers.mjs';

/** Issue 3: first-load JS at most 150 kB gzipped on product and shop pages. */
const JS_TARGET_KB = 150;
const JS_TARGET_PAGES = new Set(['product', 'shop']);
const kB = (bytes) => (bytes / 1000).toFixed(1);
const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;

const gzipCache = new Map();
function gzippedFile(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipped(readFileSync(`.next/${file}`)));
  return gzipCache.get(file);
}

/** Turns a route such as /products/[id] into a regular expression matching its paths. */
function routePattern(route) {
  const source = route
    .split('/')
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** First-load JS of every page route from the build's manifests (see scripts/first-load.mjs). */
function firstLoadFromBuild() {
  return firstLoadFiles('.next').map(({ route, files }) => ({
    route,
    pattern: routePattern(route),
    bytes: [...files].reduce((sum, chunk) => sum + gzippedFile(chunk), 0),
    files: files.size,
  }));
}

/**
 * Loads each page in Chromium at the size of Lighthouse's phone and sums, gzipped, the scripts
 * and style sheets requested before the load event (first load) and the scripts requested after
 * it (prefetches of linked routes, lazy chunks).
 */
async function firstLoadInBrowser(siteOrigin, pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const rows = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const seen = new Map();
      let loaded = false;
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && !seen.has(response.url()))
          seen.set(response.url(), { type, beforeLoad: !loaded, body: response.body() });
      });
      tab.on('load', () => {
        loaded = true;
      });
      const answer = await tab.goto(siteOrigin + page.path, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle').catch(() => {});
      const sums = { js: 0, scripts: 0, later: 0, css: 0 };
      for (const resource of seen.values()) {
        const size = gzipped(await resource.body.catch(() => Buffer.alloc(0)));
        if (resource.type === 'stylesheet') sums.css += resource.beforeLoad ? size : 0;
        else if (resource.beforeLoad) {
          sums.js += size;
          sums.scripts += 1;
        } else sums.later += size;
      }
      rows.push({ ...page, status: answer?.status() ?? 0, ...sums });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function printFirstLoad(buildRows, browserRows) {
  console.log(
    `\nFirst-load JavaScript per page route, gzipped (kB = 1000 bytes), from the build's manifests`,
  );
  const targeted = new Map(
    browserRows
      .filter((row) => JS_TARGET_PAGES.has(row.name))
      .map((row) => [row.path.split('?')[0], row.name]),
  );
  console.table(
    buildRows.map((row) => {
      const target = [...targeted.keys()].some((path) => row.pattern.test(path));
      return {
        route: row.route,
        'JS kB gz': kB(row.bytes),
        files: row.files,
        target: target ? `<= ${JS_TARGET_KB} kB` : '',
        met: target ? (row.bytes / 1000 <= JS_TARGET_KB ? 'yes' : 'NO') : '',
      };
    }),
  );
  console.log('\nFirst load in Chromium at 412x823 (Lighthouse phone size), gzipped kB');
  console.table(
    browserRows.map((row) => {
      const missing = row.status === 404;
      const target = JS_TARGET_PAGES.has(row.name);
      return {
        page: `${row.name} ${row.path}`,
        status: missing ? '404: route not built yet' : row.status,
        'JS before load': kB(row.js),
        scripts: row.scripts,
        'JS after load (prefetch)': kB(row.later),
        'CSS kB gz': kB(row.css),
        target: target ? `JS <= ${JS_TARGET_KB} kB` : '',
        met: target && !missing ? (row.js / 1000 <= JS_TARGET_KB ? 'yes' : 'NO') : '',
      };
    }),
  );
}

async function loadTest(siteOrigin, productIds) {
  // Browsers ask for compressed HTML, and compressing it is part of the server's work.
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const calls = [
    { name: 'static /placeholder.jpg (baseline)', paths: ['/placeholder.jpg'] },
    { name: 'home /', paths: ['/'] },
    {
      name: 'product /products/{id}',
      paths: productIds.slice(0, 16).map((id) => `/products/${id}`),
    },
    { name: 'shop /shop', paths: ['/shop', '/shop?page=2', '/shop?page=3'] },
  ];
  const available = [];
  for (const call of calls) {
    const status = await statusOf(siteOrigin + call.paths[0]);
    if (status === 200) available.push(call);
    else console.log(`Skipping ${call.name}: ${call.paths[0]} answers ${status}`);
  }
  // Warm up: renders of ISR pages not yet cached, the server's JIT, the API's caches.
  for (const call of available)
    await measure({ origin: siteOrigin, paths: call.paths, duration: 2, headers });
  const rows = [];
  for (const call of available)
    rows.push({ ...call, ...(await measure({ origin: siteOrigin, paths: call.paths, headers })) });
  for (const row of rows.slice(1)) row.baseline = rows[0];
  printTable(
    'Storefront (next start), 10 connections, 8 s per page, gzip and brotli accepted',
    rows,
  );
}

export async function benchStorefront() {
  await withStorefront({}, async ({ siteOrigin }) => {
    const { pages, productIds } = await samplePages();
    let buildRows = [];
    try {
      buildRows = firstLoadFromBuild();
    } catch (error) {
      console.log(`Could not read first-load JS from .next's manifests: ${error.message}`);
    }
    const browserRows = await firstLoadInBrowser(siteOrigin, pages);
    printFirstLoad(buildRows, browserRows);
    await loadTest(siteOrigin, productIds);
  });
}
