import { expect, test } from './fixtures';

/**
 * A replica that dies unexpectedly (crashReplica: SIGKILL behind the supervisor's back) is started
 * again by the cluster, with back-off, and answers again on its own port.
 */
const BACK_WITHIN_MS = 15_000;

test('a storefront and an API replica that crash are started again and answer', async ({
  cluster,
  request,
}) => {
  test.setTimeout(90_000);
  const ready = [`${cluster.storefrontUrls[0]}/health`, `${cluster.apiUrls[0]}/health/ready`];
  await Promise.all([cluster.crashReplica('storefront-1'), cluster.crashReplica('api-1')]);
  for (const url of ready) {
    await expect(request.get(url, { timeout: 2_000 })).rejects.toThrow();
  }
  const crashedAt = Date.now();
  for (const url of ready) {
    await expect
      .poll(
        () =>
          request
            .get(url, { timeout: 2_000 })
            .then((response) => response.status())
            .catch(() => 0),
        { timeout: BACK_WITHIN_MS - (Date.now() - crashedAt), intervals: [250] },
      )
      .toBe(200);
  }
});
