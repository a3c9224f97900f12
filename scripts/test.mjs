// `npm test`: every check and test of the project, in order, stopping at the first failure.
// Typecheck, lint and format, unit tests, API tests on PGlite, the same API tests on a PostgreSQL
// server, two API replicas sharing PostgreSQL and Redis, the end-to-end tests in Debian's Chromium
// against a production build, then the same build behind nginx in the cluster (two replicas of
// each server, PostgreSQL, Redis). test:e2e also checks the build's first-load JS per route against
// its budget (scripts/first-load-budget.mjs).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  ['API tests (PGlite)', 'npm', ['run', '--silent', 'test:api']],
  ['API tests (PostgreSQL server)', 'npm', ['run', '--silent', 'test:postgres']],
  ['API replicas (PostgreSQL and Redis)', 'npm', ['run', '--silent', 'test:replicas']],
  ['end-to-end tests (Chromium)', 'npm', ['run', '--silent', 'test:e2e']],
  ['cluster tests (through nginx)', 'npm', ['run', '--silent', 'test:cluster']],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
