interface Entry<T> {
  value: T;
  until: number;
}

/**
 * A small in-memory memo of async lookups: each key's answer is kept for ttlMs, at most maxEntries
 * answers are held (the oldest go first), and concurrent lookups of one key share one call.
 */
export function rememberFor<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const answers = new Map<string, Entry<T>>();
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
      .then((value) => {
        answers.delete(key);
        answers.set(key, { value, until: now() + ttlMs });
        while (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, call);
    return call;
  };
}
