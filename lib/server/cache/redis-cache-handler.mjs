// Next's cache (rendered pages, route handlers' answers, fetches) in Redis, for storefront replicas
// that must share it (decisions 035 and 052): a page one replica rendered is served by all, and a
// tag dropped on one is dropped on all. next.config.mjs names it as `cacheHandler` only when
// REDIS_URL is set (`next start` reads the config again, so one build serves both); else Next's own
// cache. Plain JavaScript: next.config.mjs names it by path.
//
// Two roles, which may be one Redis: entries go to REDIS_CACHE_URL (a Redis that may evict: every
// entry has a lifetime and can be rendered again), tag times to REDIS_URL (one that must not lose
// keys). Keys: `<prefix><build id>:entry:<cache key>` hold one entry each (JSON, Buffers and Maps
// encoded), so a new build never serves an old build's pages; `<prefix><build id>:tags` is a hash
// of tag → when it was last revalidated (ms). An entry written before its tag's time is a miss.
//
// Redis never makes a page hang (lib/server/cache/guarded-redis.mjs): while it is away the replica serves
// from, and writes to, its own bounded memory, records tag revalidations there, and sends them to
// Redis when it answers again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { guardedRedis } from './guarded-redis.mjs';

/** No entry outlives this, whatever Next asks (its default expiry is a year); tags drop it sooner. */
export const ENTRY_LIFETIME_SECONDS = 24 * 60 * 60;
/** The replica's own copy of entries, for while Redis is away: a bound on its memory. */
const MEMORY_BYTES = (Number(process.env.NEXT_CACHE_MEMORY_MB) || 64) * 1024 * 1024;
const MEMORY_TAGS = 50_000;
const TAGS_HEADER = 'x-next-cache-tags';
const FETCH = 'FETCH';

/** Milliseconds with a fraction, so that a write and a revalidation in one millisecond are ordered. */
const now = () => performance.timeOrigin + performance.now();

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

/** Seconds an entry is kept: what Next asks, never past ENTRY_LIFETIME_SECONDS. */
export function entryLifetime(cacheControl) {
  const expire = cacheControl?.expire;
  const asked =
    typeof expire === 'number' && Number.isFinite(expire) && expire > 0 ? Math.ceil(expire) : null;
  return Math.min(asked ?? ENTRY_LIFETIME_SECONDS, ENTRY_LIFETIME_SECONDS);
}

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/**
 * What this process keeps for one namespace, beside Redis: entries (encoded text, bounded by
 * size), tag times it knows of, and tag times Redis has not taken yet. On globalThis, as Next may
 * make a handler per request.
 */
function memoryOf(namespace) {
  const key = Symbol.for(`oja-market.cache-memory:${namespace}`);
  return (globalThis[key] ??= {
    entries: new LRUCache({ maxSize: MEMORY_BYTES, sizeCalculation: (text) => text.length || 1 }),
    tagTimes: new LRUCache({ max: MEMORY_TAGS }),
    pendingTags: new Map(),
  });
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx Next's cache handler context */
  constructor(ctx = {}, options = {}) {
    const url = options.url ?? process.env.REDIS_URL;
    if (!url)
      throw new Error('REDIS_URL is not set: next.config.mjs names this handler only with it');
    const cacheUrl = options.cacheUrl ?? process.env.REDIS_CACHE_URL ?? url;
    this.state = guardedRedis(url);
    this.entries = guardedRedis(cacheUrl);
    /** The entries' client (tests and tools read it). */
    this.redis = this.entries.client;
    const prefix = options.prefix ?? process.env.REDIS_CACHE_PREFIX ?? 'oja:next:';
    const buildId = options.buildId ?? buildIdOf(ctx.serverDistDir ?? '.next/server');
    this.namespace = `${prefix}${buildId}:`;
    this.tagsKey = `${this.namespace}tags`;
    this.memory = memoryOf(this.namespace);
  }

  entryKey(cacheKey) {
    return `${this.namespace}entry:${cacheKey}`;
  }

  /** The latest revalidation time of any of the tags: Redis's and this process's own. */
  async latestTagTime(tags) {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.memory.tagTimes.get(tag) ?? 0);
    const times = await this.state.run((redis) => redis.hmget(this.tagsKey, ...tags));
    for (const time of times) if (time !== null) latest = Math.max(latest, Number(time));
    return latest;
  }

  async get(cacheKey, ctx) {
    let text;
    let fromRedis = true;
    try {
      text = await this.entries.run((redis) => redis.get(this.entryKey(cacheKey)));
    } catch {
      fromRedis = false;
      text = this.memory.entries.get(cacheKey);
    }
    if (!text) return null;
    const entry = decode(text);
    const tags = new Set(entry.tags ?? []);
    if (ctx?.kind === FETCH)
      for (const tag of [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) tags.add(tag);
    if (tags.size > 0) {
      let latest;
      try {
        latest = await this.latestTagTime([...tags]);
      } catch {
        // The tag times are away: only a copy this process kept, checked against what it knows.
        if (fromRedis) return null;
        latest = Math.max(0, ...[...tags].map((tag) => this.memory.tagTimes.get(tag) ?? 0));
      }
      if (latest >= entry.lastModified) return null;
    }
    if (fromRedis) this.memory.entries.set(cacheKey, text, { ttl: this.ttlMsOf(entry) });
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  ttlMsOf(entry) {
    const lifetime = entry.lifetime ?? ENTRY_LIFETIME_SECONDS;
    return Math.max(1, entry.lastModified + lifetime * 1000 - now());
  }

  async set(cacheKey, data, ctx) {
    const key = this.entryKey(cacheKey);
    if (data === null) {
      this.memory.entries.delete(cacheKey);
      await this.entries.run((redis) => redis.del(key)).catch(() => {});
      return;
    }
    const lifetime = entryLifetime(ctx?.cacheControl);
    const entry = {
      lastModified: now(),
      lifetime,
      value: data,
      cacheControl: ctx?.cacheControl,
      tags: tagsOf(data, ctx),
    };
    const text = encode(entry);
    this.memory.entries.set(cacheKey, text, { ttl: lifetime * 1000 });
    // Not kept in Redis when it is away: the next request elsewhere renders again, as after an
    // eviction.
    await this.entries.run((redis) => redis.set(key, text, 'EX', lifetime)).catch(() => {});
  }

  /**
   * Every entry with one of the tags becomes a miss at once, on every replica. Next's stale-while-
   * revalidate profiles (`durations`) are treated as immediate expiry: the storefront asks for
   * that anyway (the page cache's POST /api/revalidate). While Redis is away the times are kept
   * here and sent when it answers again.
   */
  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const time = now();
    for (const tag of list) {
      this.memory.tagTimes.set(tag, time);
      this.memory.pendingTags.set(tag, time);
    }
    await this.sendPendingTags();
  }

  /** Sends the tag times Redis has not taken; on failure they wait for Redis to answer again. */
  async sendPendingTags() {
    const pending = this.memory.pendingTags;
    if (pending.size === 0) return;
    const times = Object.fromEntries(pending);
    try {
      await this.state.run((redis) => redis.hset(this.tagsKey, times));
      for (const [tag, time] of Object.entries(times)) {
        if (pending.get(tag) === time) pending.delete(tag);
      }
    } catch {
      this.state.onBack = () => void this.sendPendingTags();
    }
  }

  resetRequestCache() {}
}
