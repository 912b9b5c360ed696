// kernel/fresh-read.ts: the data version's read shared by the page requests waiting for it.
import { describe, expect, it } from 'vitest';
import { freshRead } from '../src/kernel/fresh-read';

/** A read whose answers the test releases one by one; `value` is what the database holds when a read begins. */
function controlledRead() {
  const state = { value: 1, reads: 0, release: [] as ((fail?: boolean) => void)[] };
  const read = () =>
    new Promise<number>((resolve, reject) => {
      state.reads++;
      const seen = state.value;
      state.release.push((fail) => (fail ? reject(new Error('read failed')) : resolve(seen)));
    });
  const releaseNext = async (fail = false) => {
    state.release.shift()!(fail);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { state, read, releaseNext };
}

describe('freshRead', () => {
  it('alone, every call reads', async () => {
    const { state, read, releaseNext } = controlledRead();
    const version = freshRead(read);
    const a = version();
    await releaseNext();
    expect(await a).toBe(1);
    state.value = 2;
    const b = version();
    await releaseNext();
    expect(await b).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('calls made while a read runs share the next read, which begins after they came: a change they saw committed is in it', async () => {
    const { state, read, releaseNext } = controlledRead();
    const version = freshRead(read);
    const first = version(); // begins reading 1
    state.value = 2; // committed after the first read began, before the next calls
    const waiting = [version(), version(), version()];
    expect(state.reads).toBe(1);
    await releaseNext();
    expect(await first).toBe(1);
    expect(state.reads).toBe(2); // one read for the three
    await releaseNext();
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('a failed read fails only its own callers; the next read answers', async () => {
    const { read, releaseNext } = controlledRead();
    const version = freshRead(read);
    const failing = version();
    const next = version();
    await releaseNext(true);
    await expect(failing).rejects.toThrow('read failed');
    await releaseNext();
    expect(await next).toBe(1);
  });
});
