// The first-load JavaScript budget (issue 40): every page route of the build must load at most
// its budget in kB (gzipped, 1 kB = 1000 bytes) of scripts first, as scripts/first-load.mjs counts
// them. Run by `npm run test:e2e` right after the build, so `npm test` fails when a route grows.
//
// The budgets live in scripts/first-load-budget.json. A budget may only go down: a route's budget
// must not be above the lowest it has had in any committed version of that file (read from git,
// when the clone has its history). A new route is added with its figure rounded up to the next kB.
//   node scripts/first-load-budget.mjs          check the build in .next and print the table
//   node scripts/first-load-budget.mjs --write  set budgets of new routes and lower the others
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles } from './first-load.mjs';

const BUDGET_FILE = 'scripts/first-load-budget.json';
const buildDir = process.env.FIRST_LOAD_BUILD_DIR ?? '.next';

const gzippedSizes = new Map();
function gzippedSize(file) {
  if (!gzippedSizes.has(file)) {
    const bytes = readFileSync(`${buildDir}/${file}`);
    gzippedSizes.set(file, gzipSync(bytes, { level: 9 }).length);
  }
  return gzippedSizes.get(file);
}

/** Each route's first-load JS in kB, gzipped, from the build's manifests. */
function measuredRoutes() {
  return firstLoadFiles(buildDir).map(({ route, files }) => ({
    route,
    kB: [...files].reduce((sum, file) => sum + gzippedSize(file), 0) / 1000,
  }));
}

/** The lowest budget each route has had in any committed version of the budget file. */
function lowestCommittedBudgets() {
  let commits;
  try {
    const log = execFileSync('git', ['log', '--format=%H', '--', BUDGET_FILE], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    commits = log.split('\n').filter(Boolean);
  } catch {
    return null; // no git, or not a clone: the history check is skipped (said below)
  }
  const lowest = {};
  for (const commit of commits) {
    const text = execFileSync('git', ['show', `${commit}:${BUDGET_FILE}`], { encoding: 'utf8' });
    for (const [route, kB] of Object.entries(JSON.parse(text).routes))
      lowest[route] = Math.min(lowest[route] ?? Infinity, kB);
  }
  return lowest;
}

const readBudgets = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

function main() {
  const write = process.argv.includes('--write');
  const file = readBudgets();
  const budgets = file.routes;
  const lowest = lowestCommittedBudgets();
  const problems = [];
  const rows = measuredRoutes().map(({ route, kB }) => {
    const limit = budgets[route];
    if (write && (limit === undefined || Math.ceil(kB) < limit)) budgets[route] = Math.ceil(kB);
    const budget = budgets[route];
    let verdict = 'ok';
    if (budget === undefined) {
      verdict = 'NO BUDGET';
      problems.push(`${route} has no budget: run node ${process.argv[1]} --write and commit it`);
    } else if (kB > budget) {
      verdict = 'OVER';
      problems.push(`${route} loads ${kB.toFixed(1)} kB first, over its budget of ${budget} kB`);
    } else if (Math.ceil(kB) < budget) {
      verdict = `ok (budget can go down to ${Math.ceil(kB)})`;
    }
    return { route, kB, budget, verdict };
  });
  if (lowest)
    for (const [route, budget] of Object.entries(budgets))
      if (lowest[route] !== undefined && budget > lowest[route])
        problems.push(`${route}'s budget went up from ${lowest[route]} kB to ${budget} kB`);

  console.log(`First-load JavaScript per page route, gzipped (kB = 1000 bytes), ${buildDir}`);
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(`${'route'.padEnd(width)}  ${'kB'.padStart(6)}  ${'budget'.padStart(6)}  verdict`);
  for (const { route, kB, budget, verdict } of rows)
    console.log(
      `${route.padEnd(width)}  ${kB.toFixed(1).padStart(6)}  ${String(budget ?? '-').padStart(6)}  ${verdict}`,
    );
  if (!lowest) console.log('(no git history here: the "budgets only go down" check was skipped)');

  if (write) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...file, routes: budgets }, null, 2)}\n`);
    console.log(`\nWrote ${BUDGET_FILE}`);
  }
  if (problems.length) {
    console.error(`\nFirst-load JavaScript budget:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

main();
