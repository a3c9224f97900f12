import { LRUCache } from 'lru-cache';

interface Answer<T> {
  value: T;
  /** When the lookup gave it, by the caller's clock. */
  at: number;
}

interface Lookup<T> {
  lookup: () => Promise<T>;
  now: () => number;
}

/**
 * A cache of async lookups on lru-cache: each key's answer is fresh for ttlMs, at most maxEntries
 * answers are held (the least recently used go first), and concurrent lookups of one key share one
 * call (lru-cache's fetch). When a lookup fails, an answer older than ttlMs but not by more than
 * staleForMs is given instead of the failure (stale if error): what was known a while ago beats not
 * knowing. The age is counted here, not by lru-cache's ttl, because its allowStaleOnFetchRejection
 * would give a stale answer however old it is.
 */
export function createCachedLookup<T>({
  ttlMs,
  maxEntries,
  staleForMs = 0,
}: {
  ttlMs: number;
  maxEntries: number;
  staleForMs?: number;
}) {
  const answers = new LRUCache<string, Answer<T>, Lookup<T>>({
    max: maxEntries,
    fetchMethod: async (_key, _stale, { context }) => ({
      value: await context.lookup(),
      at: context.now(),
    }),
  });

  async function cachedLookup(
    key: string,
    lookup: () => Promise<T>,
    now: () => number = Date.now,
  ): Promise<T> {
    const known = answers.peek(key);
    const age = known ? now() - known.at : Infinity;
    const answer = await answers.fetch(key, {
      context: { lookup, now },
      forceRefresh: age >= ttlMs,
      allowStaleOnFetchRejection: age < ttlMs + staleForMs,
    });
    // Only an aborted fetch gives nothing, and nothing here aborts one.
    return (answer as Answer<T>).value;
  }

  /**
   * Makes the answers for these keys (every answer when `which` is 'all') no longer fresh: the next
   * lookup asks again, and the old answer still stands for staleForMs if that lookup fails, so that
   * expiring never turns a known answer into an unknown one while the source is down.
   */
  function expire(which: readonly string[] | 'all', now: number = Date.now()): void {
    const keys = which === 'all' ? [...answers.keys()] : which;
    for (const key of keys) {
      const known = answers.peek(key);
      if (known) answers.set(key, { value: known.value, at: Math.min(known.at, now - ttlMs) });
    }
  }

  return Object.assign(cachedLookup, { expire });
}
