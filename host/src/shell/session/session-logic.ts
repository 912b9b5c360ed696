import { sessionRemainingSeconds } from '@portal/session';

/** The warning dialog opens this many seconds before the session timer runs out (5 minutes). */
export const SESSION_WARNING_SECONDS = 300;

export type SessionPhase = 'inactive' | 'running' | 'warning' | 'expired';

/** Where a signed-in visitor's session stands at `now`; anonymous visitors have no timer. */
export function sessionPhase(authenticated: boolean, expiresAt: number, now: number): SessionPhase {
  if (!authenticated) return 'inactive';
  const left = sessionRemainingSeconds(expiresAt, now);
  if (left <= 0) return 'expired';
  return left <= SESSION_WARNING_SECONDS ? 'warning' : 'running';
}

/** Member-only areas a visitor is taken away from when the session ends (their data must not stay on screen). */
export function isMemberOnlyPath(pathname: string): boolean {
  return /^\/(my|ai)(\/|$)/.test(pathname);
}

export type LogoutReason = 'user' | 'expired';

/** Messages the tabs of one browser exchange on the 'portal-session' BroadcastChannel. */
export type SessionMessage = { type: 'timer'; expiresAt: number } | { type: 'logout'; reason: LogoutReason };

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.type === 'timer') return typeof m.expiresAt === 'number' && Number.isFinite(m.expiresAt);
  if (m.type === 'logout') return m.reason === 'user' || m.reason === 'expired';
  return false;
}

/** A timer from another tab is taken only when it is later than ours (a reset or extend there). */
export function acceptRemoteTimer(local: number, remote: number): boolean {
  return remote > local;
}
