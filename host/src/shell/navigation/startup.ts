import { useSession } from '@portal/session';
import { gnb, loginStatus, siteMap } from '../../api';

/**
 * Spec section 4: once at start-up the login state, the GNB and the site map load together; a failure
 * is swallowed (no alert, no console output, the shell keeps its defaults). The login state arriving
 * (or failing) is what the /ai guard waits for, so a signed-in visitor is never sent away before it is
 * known and an anonymous one never sees an /ai page.
 */
let started = false;
let authKnown = false;
const listeners = new Set<() => void>();

function markAuthKnown() {
  authKnown = true;
  for (const l of listeners) l();
}

export interface StartupLoads {
  /** Settles (never rejects) when all three loads have answered or failed. */
  done: Promise<void>;
}

/** Runs the three start-up loads once per page load; later calls return the same promise. */
let current: StartupLoads | null = null;
export function runStartupLoads(): StartupLoads {
  if (started && current) return current;
  started = true;
  const s = useSession.getState();
  // a load error is not a failure of the page: no loading overlay (the calls are quiet), no message, no console line
  const done = Promise.allSettled([
    loginStatus()
      .then((data) => {
        if (data && typeof data === 'object') s.setAuth(data);
      })
      .finally(markAuthKnown),
    gnb().then((data) => {
      if (Array.isArray(data)) s.setGnb(data);
    }),
    siteMap().then((data) => {
      if (Array.isArray(data)) s.setSiteMap(data);
    }),
  ]).then(() => undefined);
  current = { done };
  return current;
}

export function isAuthKnown(): boolean {
  return authKnown;
}

export function subscribeAuthKnown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
