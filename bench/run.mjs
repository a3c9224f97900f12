// `npm run bench`: prints speed figures. Targets are stated beside the figures; nothing here fails
// a build. `node bench/run.mjs api|search|storefront|pages|lighthouse|edge|lite` runs one part.
import { benchApi } from './api.mjs';
import { benchEdge } from './edge.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLite } from './lite.mjs';
import { benchSearch } from './search.mjs';
import { loadAverageLine } from './lib.mjs';
import { benchPages } from './pages.mjs';
import { benchStorefront } from './storefront.mjs';

const parts = {
  api: benchApi,
  search: benchSearch,
  storefront: benchStorefront,
  pages: benchPages,
  lighthouse: benchLighthouse,
  edge: benchEdge,
  lite: benchLite,
};
const only = process.argv[2];
if (only && !parts[only]) {
  console.error(`Unknown part "${only}": use one of ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(parts)) {
  if (only && only !== name) continue;
  // Figures from a busy machine are slower and noisier: say how busy it was.
  console.log(`\n=== bench ${name}: ${loadAverageLine()}`);
  await run();
}
