// Builds the storefront with `next build`, telemetry off. Every build goes through here:
// `npm run build`, `npm start`, the end-to-end tests, the cluster and the benchmarks.
import { spawnSync } from 'node:child_process';
import { recordDeploymentId } from './deployment-id.mjs';

const built = spawnSync(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'build', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
if (built.status !== 0) process.exit(built.status ?? 1);
recordDeploymentId(process.env.NEXT_DEPLOYMENT_ID);
