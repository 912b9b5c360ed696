import { useSyncExternalStore } from 'react';

/**
 * What the route checks of the current path have decided so far; the route elements read it to hold
 * back 'Page not found' until the route rule has answered (an alias such as /dscsn must not flash it)
 * and to show the leaving notice of an external redirect.
 */
export interface NavState {
  pathname: string;
  /** The route-rule answer for `pathname` is not in yet. */
  rulePending: boolean;
  /** Set while the page announces an external redirect, until the full page load starts. */
  external: { location: string; message: string } | null;
}

let state: NavState = { pathname: '', rulePending: true, external: null };
const listeners = new Set<() => void>();

export function setNavState(next: NavState) {
  state = next;
  for (const l of listeners) l();
}

export function getNavState(): NavState {
  return state;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The nav state as it applies to `pathname` (a state of another path counts as pending). */
export function useNavState(pathname: string): NavState {
  const s = useSyncExternalStore(subscribe, getNavState, getNavState);
  return s.pathname === pathname ? s : { pathname, rulePending: true, external: null };
}
