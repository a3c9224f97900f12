// Which scripts each page route of a storefront build loads first, from Next.js's own manifests.
// Used by the build (to mark those scripts for eager compilation) and by the storefront bench.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * First-load JS files (paths relative to the build directory, such as `static/chunks/x.js`) of
 * every page route, as Next.js itself counted them before version 16 stopped printing them: the
 * root main files every page loads (framework, runtime) plus the entry chunks of the route's
 * layouts, page and error boundaries, from its client reference manifest. Left out: not-found
 * boundaries, whose chunks load only when a page is not found (checked against Chromium), and
 * polyfills, which load only in browsers without ES modules.
 */
export function firstLoadFiles(buildDir = '.next') {
  const read = (file) => readFileSync(path.join(buildDir, file), 'utf8');
  const build = JSON.parse(read('build-manifest.json'));
  const routes = JSON.parse(read('app-path-routes-manifest.json'));
  const rows = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith('/page') || route.startsWith('/_')) continue;
    const file = `server/app${entry}_client-reference-manifest.js`;
    if (!existsSync(path.join(buildDir, file))) continue;
    const context = {};
    vm.runInNewContext(read(file), context);
    const manifest = context.__RSC_MANIFEST[entry];
    const files = new Set(build.rootMainFiles);
    for (const [segment, chunks] of Object.entries(manifest.entryJSFiles ?? {}))
      if (!segment.endsWith('/not-found')) for (const chunk of chunks) files.add(chunk);
    rows.push({ route, files });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
