import type { AuthRecord, MenuItem } from '@portal/contracts/client';
import { http } from '@portal/http';
import { useSession } from '@portal/session';

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
  // a load error is not a failure of the page: no loading overlay, no message, no console line
  const quiet = { showLoading: false } as const;
  const done = Promise.allSettled([
    http
      .get<AuthRecord>('/api/login/status', quiet)
      .then((r) => {
        if (r.data && typeof r.data === 'object') s.setAuth(r.data);
      })
      .finally(markAuthKnown),
    http.get<MenuItem[]>('/api/menu/gnb', quiet).then((r) => {
      if (Array.isArray(r.data)) s.setGnb(r.data);
    }),
    http.get<MenuItem[]>('/api/menu/siteMap', quiet).then((r) => {
      if (Array.isArray(r.data)) s.setSiteMap(r.data);
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
