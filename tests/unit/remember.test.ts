import { rememberFor } from '@/lib/not-found/remember';

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

describe('rememberFor', () => {
  it('answers from memory until the answer is older than ttlMs', async () => {
    const remembered = rememberFor<boolean>({ ttlMs: 1_000, maxEntries: 10 });
    const { calls, lookup } = counter(() => true);
    let now = 5_000;
    const clock = () => now;

    expect(await remembered('a', lookup('a'), clock)).toBe(true);
    now += 999;
    expect(await remembered('a', lookup('a'), clock)).toBe(true);
    expect(calls).toEqual(['a']);
    now += 1;
    await remembered('a', lookup('a'), clock);
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps at most maxEntries answers, dropping the least recently used first', async () => {
    const remembered = rememberFor<boolean>({ ttlMs: 60_000, maxEntries: 2 });
    const { calls, lookup } = counter(() => false);
    for (const key of ['a', 'b', 'c']) await remembered(key, lookup(key));
    await remembered('c', lookup('c'));
    await remembered('b', lookup('b'));
    await remembered('a', lookup('a'));
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('shares one lookup between concurrent asks of the same key', async () => {
    const remembered = rememberFor<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const lookup = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([remembered('a', lookup), remembered('a', lookup)]);
    release('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('does not remember a lookup that failed', async () => {
    const remembered = rememberFor<boolean>({ ttlMs: 60_000, maxEntries: 10 });
    const failing = jest.fn(() => Promise.reject(new Error('down')));
    await expect(remembered('a', failing)).rejects.toThrow('down');
    expect(await remembered('a', () => Promise.resolve(true))).toBe(true);
  });

  it('answers a failed lookup with an expired answer while it is within staleForMs', async () => {
    const remembered = rememberFor<boolean>({ ttlMs: 1_000, maxEntries: 10, staleForMs: 5_000 });
    const failing = () => Promise.reject(new Error('down'));
    let now = 0;
    const clock = () => now;
    expect(await remembered('a', () => Promise.resolve(true), clock)).toBe(true);
    now = 5_999;
    expect(await remembered('a', failing, clock)).toBe(true);
    now = 6_000;
    await expect(remembered('a', failing, clock)).rejects.toThrow('down');
    // Without staleForMs an expired answer is never given.
    const strict = rememberFor<boolean>({ ttlMs: 1_000, maxEntries: 10 });
    now = 0;
    await strict('a', () => Promise.resolve(true), clock);
    now = 1_000;
    await expect(strict('a', failing, clock)).rejects.toThrow('down');
  });
});
