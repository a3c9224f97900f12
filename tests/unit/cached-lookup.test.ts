import { createCachedLookup } from '@/lib/server/not-found/cached-lookup';

function counter(answer: (key: string) => boolean) {
  const calls: string[] = [];
  return {
    calls,
    lookup: (key: string) => () => {
      calls.push(key);
      return Promise.resolve(answer(key));
    },
  };
}

describe('createCachedLookup', () => {
  it('answers from memory until the answer is older than ttlMs', async () => {
    const cachedLookup = createCachedLookup<boolean>({ ttlMs: 1_000, maxEntries: 10 });
    const { calls, lookup } = counter(() => true);
    let now = 5_000;
    const clock = () => now;

    expect(await cachedLookup('a', lookup('a'), clock)).toBe(true);
    now += 999;
    expect(await cachedLookup('a', lookup('a'), clock)).toBe(true);
    expect(calls).toEqual(['a']);
    now += 1;
    await cachedLookup('a', lookup('a'), clock);
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps at most maxEntries answers, dropping the least recently used first', async () => {
    const cachedLookup = createCachedLookup<boolean>({ ttlMs: 60_000, maxEntries: 2 });
    const { calls, lookup } = counter(() => false);
    for (const key of ['a', 'b', 'c']) await cachedLookup(key, lookup(key));
    await cachedLookup('c', lookup('c'));
    await cachedLookup('b', lookup('b'));
    await cachedLookup('a', lookup('a'));
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('shares one lookup between concurrent asks of the same key', async () => {
    const cachedLookup = createCachedLookup<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const lookup = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cachedLookup('a', lookup), cachedLookup('a', lookup)]);
    release('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('does not remember a lookup that failed', async () => {
    const cachedLookup = createCachedLookup<boolean>({ ttlMs: 60_000, maxEntries: 10 });
    const failing = jest.fn(() => Promise.reject(new Error('down')));
    await expect(cachedLookup('a', failing)).rejects.toThrow('down');
    expect(await cachedLookup('a', () => Promise.resolve(true))).toBe(true);
  });

  it('answers a failed lookup with an expired answer while it is within staleForMs', async () => {
    const cachedLookup = createCachedLookup<boolean>({
      ttlMs: 1_000,
      maxEntries: 10,
      staleForMs: 5_000,
    });
    const failing = () => Promise.reject(new Error('down'));
    let now = 0;
    const clock = () => now;
    expect(await cachedLookup('a', () => Promise.resolve(true), clock)).toBe(true);
    now = 5_999;
    expect(await cachedLookup('a', failing, clock)).toBe(true);
    now = 6_000;
    await expect(cachedLookup('a', failing, clock)).rejects.toThrow('down');
    // Without staleForMs an expired answer is never given.
    const strict = createCachedLookup<boolean>({ ttlMs: 1_000, maxEntries: 10 });
    now = 0;
    await strict('a', () => Promise.resolve(true), clock);
    now = 1_000;
    await expect(strict('a', failing, clock)).rejects.toThrow('down');
  });
});

describe('createCachedLookup expire', () => {
  it('asks again for the expired keys only, and keeps their old answer if asking fails', async () => {
    const cachedLookup = createCachedLookup<boolean>({
      ttlMs: 60_000,
      maxEntries: 10,
      staleForMs: 1_000_000,
    });
    const { calls, lookup } = counter(() => true);
    const now = 5_000;
    const clock = () => now;
    await cachedLookup('product:1', lookup('product:1'), clock);
    await cachedLookup('product:2', lookup('product:2'), clock);

    cachedLookup.expire(['product:1', 'product:9'], now);
    await cachedLookup('product:1', lookup('product:1'), clock);
    await cachedLookup('product:2', lookup('product:2'), clock);
    expect(calls).toEqual(['product:1', 'product:2', 'product:1']);

    cachedLookup.expire('all', now);
    const failing = () => Promise.reject(new Error('down'));
    expect(await cachedLookup('product:2', failing, clock)).toBe(true);
  });
});
