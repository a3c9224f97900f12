// The deployment id a storefront build was made with (Next's `deploymentId`, NEXT_DEPLOYMENT_ID),
// written beside the build by scripts/build.mjs. The servers that run a build must use the same id:
// with another, Turbopack loads some of a page's scripts under two addresses and the page never
// hydrates, with no error (issue 38, Manage Account on the cluster).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FILE = path.join(root, '.next/oja-deployment-id');

/** The id the build in .next was made with ('' for none), or null for a build that did not say. */
export function builtDeploymentId() {
  try {
    return readFileSync(FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

export function recordDeploymentId(id) {
  writeFileSync(FILE, id ?? '');
}
