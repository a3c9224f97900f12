import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * A request body past the API's own limit (bodyLimit, 256 kB in marketplace/server.ts) but within
 * the edge's is refused with a 413, and takes no API replica out of nginx's upstream: both take the
 * next requests at once. Which replica answered is read from the edge's API access log.
 */
const OVERSIZED_AT_ONCE = 40;

test('an oversized vendor PATCH through the edge takes no API replica out', async ({
  cluster,
  request,
}) => {
  const [{ key }] = JSON.parse(
    readFileSync(path.join(cluster.dataDir, 'demo-vendor-keys.json'), 'utf8'),
  ) as { key: string }[];
  // 1 MB: under the edge's 1m, four times the API's limit. Many at once: the API's early 413
  // closes the connection while nginx may still be sending the body.
  const body = JSON.stringify({ description: 'x'.repeat(1_000_000) });
  const statuses = await Promise.all(
    Array.from({ length: OVERSIZED_AT_ONCE }, () =>
      request
        .patch(`${cluster.apiUrl}/api/vendor/store`, {
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          data: body,
        })
        .then((response) => response.status()),
    ),
  );
  expect(statuses).toEqual(statuses.map(() => 413));

  const probe = randomUUID();
  for (let i = 0; i < 10; i++) {
    const answer = await request.get(`${cluster.apiUrl}/health?probe=${probe}`);
    expect(answer.status()).toBe(200);
  }
  const lines = readFileSync(path.join(cluster.dataDir, 'nginx/api-access.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(probe));
  expect(lines).toHaveLength(10);
  const replicas = cluster.apiUrls.map((url) => new URL(url).host);
  const answered = replicas.filter((host) => lines.some((line) => line.endsWith(` ${host}`)));
  expect(answered).toEqual(replicas);
});
