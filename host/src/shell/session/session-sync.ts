import { useSession } from '@portal/session';
import { sessionEvents, takeLogoutReason } from './actions';
import { acceptRemoteTimer, isSessionMessage, type SessionMessage } from './session-logic';

export const SESSION_CHANNEL = 'portal-session';

/**
 * Keeps the open tabs of this browser in agreement (BroadcastChannel): a reset or extend of the
 * session timer in one tab moves the others' timers, a logout in one logs out all.
 */
export function startSessionSync(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  let applying = false;
  const send = (m: SessionMessage) => {
    try {
      channel.postMessage(m);
    } catch {
      // channel closed
    }
  };
  const unsubscribe = useSession.subscribe((s, prev) => {
    if (applying) return;
    if (prev.auth.authenticated && !s.auth.authenticated) send({ type: 'logout', reason: takeLogoutReason() });
    else if (s.auth.authenticated && s.sessionExpiresAt !== prev.sessionExpiresAt) send({ type: 'timer', expiresAt: s.sessionExpiresAt });
  });
  channel.onmessage = (event: MessageEvent) => {
    const m = event.data;
    if (!isSessionMessage(m)) return;
    const s = useSession.getState();
    applying = true;
    try {
      if (m.type === 'timer' && s.auth.authenticated && acceptRemoteTimer(s.sessionExpiresAt, m.expiresAt)) {
        useSession.setState({ sessionExpiresAt: m.expiresAt });
      } else if (m.type === 'logout' && s.auth.authenticated) {
        s.clearAuth();
        if (m.reason === 'expired') sessionEvents.dispatchEvent(new Event('expired'));
      }
    } finally {
      applying = false;
    }
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
