import { LruCache } from '@/lib/lru-cache';

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * A small in-memory memo of async lookups: each key's answer is kept for ttlMs, at most maxEntries
 * answers are held (the least recently used go first), and concurrent lookups of one key share one
 * call. When a lookup fails, an answer older than ttlMs but not by more than staleForMs is given
 * instead of the failure (stale if error): what was known a while ago beats not knowing.
 */
export function rememberFor<T>({
  ttlMs,
  maxEntries,
  staleForMs = 0,
}: {
  ttlMs: number;
  maxEntries: number;
  staleForMs?: number;
}) {
  const answers = new LruCache<string, Entry<T>>(maxEntries);
  const pending = new Map<string, Promise<T>>();

  return async function remembered(
    key: string,
    lookup: () => Promise<T>,
    now: () => number = Date.now,
  ): Promise<T> {
    const entry = answers.get(key);
    if (entry && entry.until > now()) return entry.value;
    const running = pending.get(key);
    if (running) return running;

    const call = lookup()
      .then(
        (value) => {
          answers.set(key, { value, until: now() + ttlMs });
          return value;
        },
        (error: unknown) => {
          if (entry && entry.until + staleForMs > now()) return entry.value;
          throw error;
        },
      )
      .finally(() => pending.delete(key));
    pending.set(key, call);
    return call;
  };
}
