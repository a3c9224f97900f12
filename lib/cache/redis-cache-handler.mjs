// Next's cache (rendered pages, route handlers' answers, fetches) in Redis, for storefront replicas
// that must share it (decision 035): a page one replica rendered is served by all, and a tag
// dropped on one is dropped on all. next.config.mjs names it as `cacheHandler` only when REDIS_URL
// is set (`next start` reads the config again, so one build serves both); else Next's own cache.
// Plain JavaScript: next.config.mjs names it by path.
//
// Keys: `<prefix><build id>:entry:<cache key>` hold one entry each (JSON, Buffers and Maps
// encoded), so a new build never serves an old build's pages; `<prefix><build id>:tags` is a hash
// of tag → when it was last revalidated (ms). An entry written before its tag's time is a miss.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';

/** An entry nobody reads for this long is dropped; tags make it a miss much sooner. */
const DEFAULT_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';
const FETCH = 'FETCH';

/** Milliseconds with a fraction, so that a write and a revalidation in one millisecond are ordered. */
const now = () => performance.timeOrigin + performance.now();

/** @type {Map<string, import('ioredis').default>} one connection per Redis address and process */
const clients = new Map();

export function redisClient(url) {
  let client = clients.get(url);
  if (!client) {
    // A request waits for Redis only briefly: a command is tried once more after a reconnection,
    // then fails, and a failed read is a miss (the page is rendered).
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    client.on('error', () => {}); // each call reports its own failure
    clients.set(url, client);
  }
  return client;
}

/** JSON with Buffers as base64 and Maps as entry lists, both ways. */
function encode(value) {
  return JSON.stringify(value, function replace(key) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return raw;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** The tags an entry answers to: a fetch's own, and a page's or route's from its headers. */
function tagsOf(data, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(data?.tags ?? [])]);
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx Next's cache handler context */
  constructor(ctx = {}, options = {}) {
    const url = options.url ?? process.env.REDIS_URL;
    if (!url)
      throw new Error('REDIS_URL is not set: next.config.mjs names this handler only with it');
    this.redis = redisClient(url);
    const prefix = options.prefix ?? process.env.REDIS_CACHE_PREFIX ?? 'oja:next:';
    const buildId = options.buildId ?? buildIdOf(ctx.serverDistDir ?? '.next/server');
    this.namespace = `${prefix}${buildId}:`;
    this.tagsKey = `${this.namespace}tags`;
  }

  entryKey(cacheKey) {
    return `${this.namespace}entry:${cacheKey}`;
  }

  async get(cacheKey, ctx) {
    let text;
    try {
      text = await this.redis.get(this.entryKey(cacheKey));
    } catch {
      return null; // Redis down: a miss, and the page is rendered
    }
    if (!text) return null;
    const entry = decode(text);
    const tags = new Set(entry.tags ?? []);
    if (ctx?.kind === FETCH)
      for (const tag of [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) tags.add(tag);
    if (tags.size > 0) {
      const times = await this.redis.hmget(this.tagsKey, ...tags).catch(() => null);
      if (!times) return null;
      if (times.some((time) => time !== null && Number(time) >= entry.lastModified)) return null;
    }
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(cacheKey, data, ctx) {
    const key = this.entryKey(cacheKey);
    try {
      if (data === null) {
        await this.redis.del(key);
        return;
      }
      const cacheControl = ctx?.cacheControl;
      const expire = cacheControl?.expire;
      const lifetime =
        typeof expire === 'number' && Number.isFinite(expire) && expire > 0
          ? Math.ceil(expire)
          : DEFAULT_LIFETIME_SECONDS;
      const entry = {
        lastModified: now(),
        value: data,
        cacheControl,
        tags: tagsOf(data, ctx),
      };
      await this.redis.set(key, encode(entry), 'EX', lifetime);
    } catch {
      // Not kept: the next request renders again, as after an eviction.
    }
  }

  /**
   * Every entry with one of the tags becomes a miss at once, on every replica. Next's stale-while-
   * revalidate profiles (`durations`) are treated as immediate expiry: the storefront asks for
   * that anyway (the page cache's POST /api/revalidate).
   */
  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const time = now();
    await this.redis.hset(this.tagsKey, Object.fromEntries(list.map((tag) => [tag, time])));
  }

  resetRequestCache() {}
}
