import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * Two Redis servers, each bounded: the state Redis (rate limits, locks, nonces, the cache's tag
 * times) never evicts, and the cache Redis (Next's entries) evicts the least recently used at its
 * cap. The storefronts get both, the API only the state Redis.
 */
const config = (url: string, name: string) =>
  execFileSync('redis-cli', ['-u', url, '--raw', 'config', 'get', name], {
    encoding: 'utf8',
  }).split('\n')[1];

/** The environment of the process that listens on a loopback port. */
function environmentOn(port: number): Record<string, string> {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  expect(pid, `a process on ${port}`).toBeTruthy();
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

test('the state Redis never evicts; the cache Redis is capped and evicts', async ({ cluster }) => {
  expect(cluster.cacheRedisUrl).toBeTruthy();
  expect(cluster.cacheRedisUrl).not.toBe(cluster.redisUrl);
  expect(config(cluster.redisUrl, 'maxmemory-policy')).toBe('noeviction');
  expect(Number(config(cluster.redisUrl, 'maxmemory'))).toBe(256 * 1024 * 1024);
  expect(config(cluster.redisUrl, 'appendonly')).toBe('yes');

  expect(config(cluster.cacheRedisUrl, 'maxmemory-policy')).toBe('allkeys-lru');
  expect(Number(config(cluster.cacheRedisUrl, 'maxmemory'))).toBe(128 * 1024 * 1024);
  expect(config(cluster.cacheRedisUrl, 'appendonly')).toBe('no');
  expect(config(cluster.cacheRedisUrl, 'save')).toBe('');
});

test('storefronts get both Redis servers, the API only the state one', async ({ cluster }) => {
  expect(cluster.cacheRedisUrl).toBeTruthy();
  for (const url of cluster.storefrontUrls) {
    const env = environmentOn(Number(new URL(url).port));
    expect(env.REDIS_URL, url).toBe(cluster.redisUrl);
    expect(env.REDIS_CACHE_URL, url).toBe(cluster.cacheRedisUrl);
  }
  for (const url of cluster.apiUrls) {
    const env = environmentOn(Number(new URL(url).port));
    expect(env.REDIS_URL, url).toBe(cluster.redisUrl);
    expect(env.REDIS_CACHE_URL, url).toBeUndefined();
  }
});
