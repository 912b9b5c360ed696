// kernel/kept-answers.ts: search answers kept by their input and data version.
import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../src/kernel/kept-answers';

describe('KeptAnswers', () => {
  it('makes an answer once for a key, also for callers that miss at the same moment', async () => {
    const kept = new KeptAnswers<string>(10);
    let made = 0;
    const make = async () => `answer ${++made}`;
    expect(await Promise.all([kept.get('v1|전세', make), kept.get('v1|전세', make)])).toEqual(['answer 1', 'answer 1']);
    expect(await kept.get('v1|전세', make)).toBe('answer 1');
    expect(await kept.get('v2|전세', make)).toBe('answer 2'); // another data version: made anew
    expect(made).toBe(2);
  });

  it('keeps at most its number, the least recently used going first', async () => {
    const kept = new KeptAnswers<number>(2);
    let made = 0;
    const make = async () => ++made;
    await kept.get('a', make);
    await kept.get('b', make);
    await kept.get('a', make); // a is now the more recent
    await kept.get('c', make); // b goes
    expect(kept.size).toBe(2);
    expect(await kept.get('a', make)).toBe(1);
    expect(await kept.get('b', make)).toBe(4);
  });

  it('does not keep a failure: the next call makes it again', async () => {
    const kept = new KeptAnswers<string>(10);
    await expect(kept.get('k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await kept.get('k', async () => 'fine')).toBe('fine');
  });

  it('with a most age, makes an answer older than that again', async () => {
    const kept = new KeptAnswers<number>(10, 30);
    let made = 0;
    const make = async () => ++made;
    expect(await kept.get('k', make)).toBe(1);
    expect(await kept.get('k', make)).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await kept.get('k', make)).toBe(2);
  });
});
