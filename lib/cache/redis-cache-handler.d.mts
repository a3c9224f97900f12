import type Redis from 'ioredis';

export function redisClient(url: string): Redis;

export default class RedisCacheHandler {
  constructor(
    ctx?: { serverDistDir?: string },
    options?: { url?: string; prefix?: string; buildId?: string },
  );
  readonly redis: Redis;
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
