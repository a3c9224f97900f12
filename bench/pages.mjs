// Catalog pages benchmark (issue 24): requests/s and latency of the home, shop, store, search and
// product pages under 50 connections, each beside the same server's /robots.txt in the same round,
// over several rounds (median and spread of the ratio); then whether a page whose tags were dropped
// is rendered once for 50 shoppers waiting on it, counted at a proxy between storefront and API.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { measure, median } from './lib.mjs';
import { BENCH_API_ORIGIN, samplePages, withStorefront } from './servers.mjs';

const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 5);
const BASELINE = '/robots.txt';
// Production mode needs a real-length secret; this one protects nothing but the bench's storefront.
const REVALIDATE_SECRET = 'bench-only-revalidate-secret-not-for-production-0123456789';
// A returning shopper in Lagos, whose browser asks for compressed HTML.
const HEADERS = { cookie: 'oja_location=Lagos', 'accept-encoding': 'gzip, deflate, br' };
// The same shopper behind an edge that compresses (or a CDN that keeps compressed copies): the
// storefront's own per-response compression left out, to show what it costs.
const UNCOMPRESSED = { cookie: 'oja_location=Lagos', 'accept-encoding': 'identity' };

/**
 * CPU milliseconds the storefront's process has used so far (Linux /proc, 100 ticks a second), or
 * null elsewhere. On a machine shared with other work, requests/s mostly measure who else is
 * running; the CPU a request costs the server does not.
 */
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A proxy in front of the API that counts the calls of each path (query left out). */
function countingProxy(target) {
  const counts = new Map();
  const agent = new http.Agent({ keepAlive: true });
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const path = request.url.split('?')[0];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  // Longer than the storefront's own idle limit (undici's 4 s), so that the storefront always
  // closes an idle connection first and never sends a call on one this side is closing.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        count: (path) => counts.get(path) ?? 0,
        close: () => {
          server.closeAllConnections();
          server.close();
          agent.destroy();
        },
      }),
    );
  });
}

/** The API's signed call saying which tags changed (contract 24, app/api/revalidate/route.ts). */
async function dropTags(siteOrigin, tags) {
  const body = JSON.stringify({ tags });
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('base64url');
  const mac = createHmac('sha256', REVALIDATE_SECRET)
    .update(`${timestamp}.${nonce}.${body}`)
    .digest('hex');
  const answer = await fetch(`${siteOrigin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-oja-timestamp': timestamp,
      'x-oja-nonce': nonce,
      'x-oja-signature': `v2=${mac}`,
    },
    body,
  });
  if (answer.status !== 204) throw new Error(`POST /api/revalidate answered ${answer.status}`);
}

function catalogPages(pages) {
  const byName = Object.fromEntries(pages.map((page) => [page.name, page.path]));
  return [
    { name: 'home', path: '/', target: 0.5 },
    { name: 'shop page 1', path: '/shop', target: 0.5 },
    { name: 'shop filtered, page 3', path: '/shop?sort=-price&minPrice=500&page=3', target: 0.5 },
    { name: 'store', path: byName.store, target: 0.6 },
    { name: 'search', path: byName.search, target: 0.5 },
    { name: 'product', path: byName.product, target: 0.6 },
  ];
}

async function loadRounds(siteOrigin, pages, { headers, label, pid }) {
  const run = async (path, duration = SECONDS) => {
    const before = cpuMs(pid);
    const result = await measure({
      origin: siteOrigin,
      paths: [path],
      connections: CONNECTIONS,
      duration,
      headers,
    });
    const used = before === null ? null : cpuMs(pid) - before;
    return { ...result, cpu: used === null ? null : used / Math.max(result.total, 1) };
  };
  // Warm up: the first render of each page, the server's JIT.
  for (const page of [{ path: BASELINE }, ...pages]) await run(page.path, 2);
  const results = new Map(pages.map((page) => [page.name, []]));
  const baselines = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const baseline = await run(BASELINE);
    baselines.push(baseline);
    for (const page of pages) {
      const result = await run(page.path);
      results.get(page.name).push({
        ...result,
        // A round whose baseline got nothing done (a starved machine) gives no ratio.
        ratio: baseline.rps > 0 ? result.rps / baseline.rps : undefined,
        cpuRatio: result.cpu && baseline.cpu ? baseline.cpu / result.cpu : undefined,
      });
    }
    console.log(
      `${label}: round ${round}/${ROUNDS} done (${BASELINE} ${Math.round(baseline.rps)} req/s)`,
    );
  }
  const row = (name, runs, target) => {
    const ratios = runs.map((one) => one.ratio).filter((ratio) => ratio !== undefined);
    const cpuRatios = runs.map((one) => one.cpuRatio).filter((ratio) => ratio !== undefined);
    return {
      page: name,
      'req/s': Math.round(median(runs.map((one) => one.rps))),
      'p50 ms': median(runs.map((one) => one.p50)).toFixed(1),
      'p95 ms': median(runs.map((one) => one.p95)).toFixed(1),
      'p99 ms': median(runs.map((one) => one.p99)).toFixed(1),
      'ratio median': ratios.length ? median(ratios).toFixed(2) : target ? '' : '1.00',
      'ratio min-max': ratios.length
        ? `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`
        : '',
      'CPU ms/req': runs[0].cpu === null ? '' : median(runs.map((one) => one.cpu)).toFixed(2),
      'CPU ratio': cpuRatios.length ? median(cpuRatios).toFixed(2) : '',
      target: target ? `>= ${target}` : '',
      met: target && ratios.length ? (median(ratios) >= target ? 'yes' : 'NO') : '',
      'non-2xx': runs.reduce((sum, one) => sum + one.non2xx, 0),
      errors: runs.reduce((sum, one) => sum + one.errors, 0),
    };
  };
  console.log(
    `\nCatalog pages, ${label}, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds; ratio = the ` +
      `page's req/s over ${BASELINE}'s in the same round (median, and the spread over the rounds); ` +
      `CPU ratio = ${BASELINE}'s CPU time per request over the page's (1.00: as cheap)`,
  );
  console.table([
    row(`${BASELINE} (baseline)`, baselines),
    ...pages.map((page) => row(`${page.name} ${page.path}`, results.get(page.name), page.target)),
  ]);
}

/**
 * Drops a page's tags, then sends 50 requests for it at once: how many times the API was asked
 * for the page's data (the render's calls, and the middleware's page check for a product) and how
 * the storefront answered them (x-nextjs-cache).
 */
async function renderedOnce(siteOrigin, proxy, { name, path, tags, upstream }) {
  await fetch(siteOrigin + path, { headers: HEADERS });
  const before = proxy.count(upstream);
  await dropTags(siteOrigin, tags);
  const answers = await Promise.all(
    Array.from({ length: CONNECTIONS }, () =>
      fetch(siteOrigin + path, { headers: HEADERS }).then(async (answer) => {
        await answer.arrayBuffer();
        return { status: answer.status, cache: answer.headers.get('x-nextjs-cache') ?? 'none' };
      }),
    ),
  );
  const tally = (key) => {
    const counts = new Map();
    for (const answer of answers) counts.set(answer[key], (counts.get(answer[key]) ?? 0) + 1);
    return [...counts].map(([value, count]) => `${value} x${count}`).join(', ');
  };
  return {
    page: `${name} ${path}`,
    'tags dropped': tags.join(' '),
    'API calls of its data': proxy.count(upstream) - before,
    statuses: tally('status'),
    'x-nextjs-cache': tally('cache'),
  };
}

export async function benchPages() {
  const proxy = await countingProxy(BENCH_API_ORIGIN);
  try {
    await withStorefront(
      {
        storefrontApiUrl: proxy.url,
        storefrontSettings: { REVALIDATE_SECRET },
      },
      async ({ siteOrigin, storefrontPid }) => {
        const { pages: samples, productIds } = await samplePages();
        const pages = catalogPages(samples);
        const pid = storefrontPid;
        await loadRounds(siteOrigin, pages, { headers: HEADERS, label: 'gzip/brotli', pid });
        await loadRounds(siteOrigin, pages, { headers: UNCOMPRESSED, label: 'uncompressed', pid });
        const product = productIds[0];
        const checks = [
          {
            name: 'shop',
            path: '/shop',
            tags: ['products'],
            upstream: '/api/customer/shop/products',
          },
          {
            name: 'product',
            path: `/products/${product}`,
            tags: [`product:${product}`],
            upstream: `/api/customer/products/${product}`,
          },
        ];
        const rows = [];
        for (const check of checks) rows.push(await renderedOnce(siteOrigin, proxy, check));
        console.log(
          `\nAfter a change: ${CONNECTIONS} shoppers ask at once for a page whose tags were just dropped`,
        );
        console.table(rows);
      },
    );
  } finally {
    proxy.close();
  }
}
