// The key just issued, kept for the console of the same visit. Only in this module's memory: never in
// localStorage or sessionStorage (any script of the origin could read those, and they outlive the
// visit), never in the address. A reload, another tab or signing out forgets it; after that the member
// pastes the key they copied when it was shown. It belongs to the member it was issued to: another
// member signing in on the same browser does not get it.
import { useSyncExternalStore } from 'react';
import { useSession } from '@portal/session';

export interface RememberedKey {
  key: string;
  /** What the key is for, as the pages name it: '개발계정 · 내 안내 앱'. */
  label: string;
  memberId: string;
}

let remembered: RememberedKey | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function rememberKey(key: string, label: string) {
  const memberId = useSession.getState().auth.memberId;
  remembered = memberId ? { key, label, memberId } : null;
  notify();
}

export function forgetKey() {
  remembered = null;
  notify();
}

// signing out (or another member signing in) forgets the key at once
useSession.subscribe((s, before) => {
  if (remembered && s.auth.memberId !== before.auth.memberId) forgetKey();
});

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** The key issued in this visit to the member signed in now (null on the server and after a reload). */
export function useRememberedKey(): RememberedKey | null {
  const memberId = useSession((s) => s.auth.memberId);
  const k = useSyncExternalStore(
    subscribe,
    () => remembered,
    () => null,
  );
  return k && k.memberId === memberId ? k : null;
}

/** The key with only its start and end showing: 'lap_dev_…AbCd'. */
export function keyHint(key: string): string {
  const prefix = /^lap_(dev|live)_/.exec(key)?.[0] ?? key.slice(0, 4);
  return `${prefix}…${key.slice(-4)}`;
}
