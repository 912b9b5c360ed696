import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/kernel/ttl-cache';

describe('TtlCache', () => {
  it('shares one load between callers and keeps the value', async () => {
    let loads = 0;
    const cache = new TtlCache(async () => ++loads, 60_000);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('after invalidate() during a load, the next call reads again and the earlier load is not kept', async () => {
    let state = 'before';
    const gates: (() => void)[] = [];
    const cache = new TtlCache(() => {
      const seen = state; // what a query started now would read
      return new Promise<string>((resolve) => gates.push(() => resolve(seen)));
    }, 60_000);
    const early = cache.get();
    state = 'after';
    cache.invalidate();
    const late = cache.get();
    gates.forEach((open) => open());
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await cache.get()).toBe('after');
  });

  it('a failed load is not kept: the next call tries again', async () => {
    let fail = true;
    const cache = new TtlCache(async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});
