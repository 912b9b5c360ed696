import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * True on the server and while the browser hydrates the server's markup; false for every later render.
 * A part that can only be computed in a browser renders what the server could during those, then
 * re-renders (no hydration mismatch).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
}
