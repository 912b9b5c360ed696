import { describe, expect, it } from 'vitest';
import { shiftCounter } from '../src/quick-exit';

describe('quick exit: Shift three times', () => {
  it('fires on the third Shift within two seconds, not when another key or a pause comes between', () => {
    const c = shiftCounter();
    expect([c('Shift', 0), c('Shift', 200), c('Shift', 1900)]).toEqual([false, false, true]);
    // it starts again after firing
    expect([c('Shift', 2000), c('Shift', 2100)]).toEqual([false, false]);
    const d = shiftCounter();
    expect([d('Shift', 0), d('a', 100), d('Shift', 200), d('Shift', 300)]).toEqual([false, false, false, false]);
    const e = shiftCounter();
    expect([e('Shift', 0), e('Shift', 1500), e('Shift', 2000)]).toEqual([false, false, false]);
  });
});
