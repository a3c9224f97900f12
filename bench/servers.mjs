// The production storefront for the storefront and Lighthouse benchmarks: builds it when there is
// no build, then starts the marketplace API (embedded PGlite with the default demo seed, on its own
// ports and folder so that a running `npm start` is left alone) and the storefront's server
// (`next start`, as `npm start` runs it), and stops both by their PIDs
// when the benchmark ends, fails or is interrupted.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import { newestChange, STOREFRONT_SOURCES } from '../scripts/newest-change.mjs';
import {
  marketplaceApiEnv,
  storefrontEnv,
  storefrontServerArgs,
} from '../scripts/server-settings.mjs';
import { startProcess, stopProcess, waitFor } from './lib.mjs';

const API_PORT = process.env.BENCH_STORE_API_PORT ?? '4300';
const WEB_PORT = process.env.BENCH_STORE_PORT ?? '3300';
const apiOrigin = `http://127.0.0.1:${API_PORT}`;
/** Where withStorefront's marketplace API listens. */
export const BENCH_API_ORIGIN = apiOrigin;
// Signs the cache tags the API sends the storefront; production mode needs a real-length one.
const REVALIDATE_SECRET = 'bench-only-revalidate-secret-not-for-production-0123456789';

const BUILD_ID = '.next/BUILD_ID';

/** Builds the storefront when .next holds no build; says so when the build is older than the code. */
export function ensureBuild() {
  if (!existsSync(BUILD_ID)) {
    console.log('No storefront build in .next: building it (npm run build)...');
    const built = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The storefront build failed');
  } else if (statSync(BUILD_ID).mtimeMs < newestChange(STOREFRONT_SOURCES)) {
    console.log(
      "Note: .next is older than the storefront's sources: these figures are of the old build. " +
        'Run `npm run build` first to measure the current code.',
    );
  }
}

/** Fails when something already listens on the port (a server left running, npm start). */
async function assertPortFree(host, port) {
  const socket = net.connect(Number(port), host);
  const taken = await new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  socket.destroy();
  if (taken) {
    throw new Error(`${host}:${port} is taken: stop whatever listens there or choose another port`);
  }
}

/**
 * Runs `work` against a freshly started API and production storefront, then stops both whatever
 * happens. Ctrl-C or SIGTERM of the benchmark stops them too. Plain HTTP, as `npm start` serves
 * (HTTPS is the edge's: bench/edge.mjs). `storefrontApiUrl`: the storefront calls the API there
 * instead (a counting proxy in front of BENCH_API_ORIGIN); `storefrontSettings`: more of the
 * storefront's settings.
 */
export async function withStorefront(
  { storefrontApiUrl = apiOrigin, storefrontSettings = {} },
  work,
) {
  ensureBuild();
  await assertPortFree('127.0.0.1', API_PORT);
  await assertPortFree('localhost', WEB_PORT);
  const siteOrigin = `http://localhost:${WEB_PORT}`;
  const children = [];
  const stopAll = () => Promise.all(children.map((child) => stopProcess(child)));
  const onSignal = (signal) => {
    void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`Starting the marketplace API on ${apiOrigin} (PGlite in .data/bench-store)...`);
    children.push(
      startProcess(
        'node',
        ['--import', 'tsx', 'marketplace/main.ts'],
        // The sandbox provider in production mode (decision 028); the bench pays for nothing.
        {
          ...marketplaceApiEnv({
            port: API_PORT,
            dataDir: '.data/bench-store',
            siteUrl: siteOrigin,
            revalidateSecret: REVALIDATE_SECRET,
            storefrontRevalidateUrls: [`${siteOrigin}/api/revalidate`],
            production: true,
          }),
        },
      ),
    );
    // A first start creates and seeds the database, which takes a while on a busy machine.
    await waitFor(`${apiOrigin}/health`, 600);
    console.log(`Starting the storefront (next start) on ${siteOrigin}...`);
    children.push(
      startProcess('node', storefrontServerArgs(WEB_PORT), {
        ...storefrontEnv({
          apiUrl: storefrontApiUrl,
          siteUrl: siteOrigin,
          sessionSecret: 'bench-only-session-secret-not-for-production-0123456789',
          revalidateSecret: REVALIDATE_SECRET,
          production: true,
        }),
        ...storefrontSettings,
      }),
    );
    await waitFor(`${siteOrigin}/robots.txt`, 240);
    return await work({ apiOrigin, siteOrigin, storefrontPid: children.at(-1).pid });
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * The pages every storefront benchmark measures, with real ids from the API (the bench's own, or
 * `api`): the newest product of the shop list and the first Live store with a cover among that
 * list's vendors.
 */
export async function samplePages(api = apiOrigin) {
  const shop = await (await fetch(`${api}/api/customer/shop/products?limit=40`)).json();
  const productIds = shop.products.map((product) => product._id);
  let storeName;
  for (const name of new Set(shop.products.map((product) => product.vendor.storeName))) {
    const answer = await fetch(`${api}/api/customer/details?storeName=${encodeURIComponent(name)}`);
    const { store } = answer.ok ? await answer.json() : {};
    if (store?.storeStatus === 'Live' && store.coverPhoto) {
      storeName = store.storeName;
      break;
    }
  }
  if (!storeName) throw new Error('no Live store with a cover among the shop list vendors');
  return {
    productIds,
    pages: [
      { name: 'home', path: '/' },
      { name: 'shop', path: '/shop' },
      { name: 'search', path: '/search?query=rice' },
      { name: 'product', path: `/products/${productIds[0]}` },
      { name: 'store', path: `/vendors/${encodeURIComponent(storeName)}` },
    ],
  };
}
