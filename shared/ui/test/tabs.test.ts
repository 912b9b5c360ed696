import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../src/tabs/Tabs';

const none = [false, false, false];

describe('tab list keys', () => {
  it('moves with the arrows and wraps at the ends', () => {
    expect(nextTabIndex(0, 'ArrowRight', none)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', none)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', none)).toBe(2);
  });
  it('goes to the first and last with Home and End', () => {
    expect(nextTabIndex(1, 'Home', none)).toBe(0);
    expect(nextTabIndex(1, 'End', none)).toBe(2);
  });
  it('skips disabled tabs', () => {
    const d = [false, true, false];
    expect(nextTabIndex(0, 'ArrowRight', d)).toBe(2);
    expect(nextTabIndex(2, 'ArrowLeft', d)).toBe(0);
    expect(nextTabIndex(0, 'End', [false, false, true])).toBe(1);
    expect(nextTabIndex(1, 'Home', [true, false, false])).toBe(1);
  });
  it('leaves other keys to the page', () => {
    expect(nextTabIndex(0, 'ArrowDown', none)).toBeNull();
    expect(nextTabIndex(0, 'Enter', none)).toBeNull();
  });
});
