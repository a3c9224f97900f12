import type Redis from 'ioredis';
import type { GuardedRedis } from './guarded-redis.mjs';

export const ENTRY_LIFETIME_SECONDS: number;
export function entryLifetime(cacheControl?: { expire?: number }): number;

export default class RedisCacheHandler {
  constructor(
    ctx?: { serverDistDir?: string },
    options?: { url?: string; cacheUrl?: string; prefix?: string; buildId?: string },
  );
  readonly redis: Redis;
  readonly state: GuardedRedis;
  readonly entries: GuardedRedis;
  get(
    cacheKey: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(
    cacheKey: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
