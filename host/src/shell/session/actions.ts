import { useSession } from '@portal/session';
import { logout as logoutCall, sessionExtend } from '../../api';
import type { LogoutReason } from './session-logic';

/** 'expired' fires when the session ended by time (here or in another tab): the shell shows its notice. */
export const sessionEvents = new EventTarget();
let pendingReason: LogoutReason | null = null;

/** Why the auth record was just cleared (read once by the tab sync, then forgotten). */
export function takeLogoutReason(): LogoutReason {
  const r = pendingReason ?? 'user';
  pendingReason = null;
  return r;
}

/** Spec section 4: clear the local auth record first, then call the logout endpoint. */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  const s = useSession.getState();
  if (s.auth.authenticated) {
    pendingReason = reason;
    s.clearAuth();
  }
  if (reason === 'expired') sessionEvents.dispatchEvent(new Event('expired'));
  try {
    await logoutCall();
  } catch {
    // the local record is already cleared; the server session ends by itself
  }
}

/**
 * The extend action: resets the session timer and slides the server session (the sessionExtend call).
 * Returns false when the server says the session is already gone (then the visitor is logged out).
 */
export async function extendSession(): Promise<boolean> {
  useSession.getState().resetSessionTimer();
  try {
    const data = await sessionExtend();
    if (data && data.authenticated === false) {
      await logout('expired');
      return false;
    }
    return true;
  } catch {
    // network or server trouble: the local timer is reset; the next answer will tell more
    return true;
  }
}
