import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@portal/http';
import { useSession } from '@portal/session';
import { extendSession, logout, sessionEvents, takeLogoutReason } from '../src/shell/session/actions';

const member = { authenticated: true, memberId: 'kim', memberName: '김민원', mbrTypeCd: '01', lgnDt: '2026-01-01T00:00:00.000Z', lastLoginDate: null };

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearAuth();
  takeLogoutReason();
});

describe('logout (spec section 4)', () => {
  it('clears the local auth record first, then calls POST /api/logout without a body', async () => {
    useSession.getState().setAuth(member);
    let authAtCall: boolean | undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      authAtCall = useSession.getState().auth.authenticated;
      return { data: { success: true } };
    });
    await logout();
    expect(post).toHaveBeenCalledWith('/api/logout', undefined, { showLoading: false });
    expect(authAtCall).toBe(false);
    expect(useSession.getState().auth.authenticated).toBe(false);
  });

  it('stays logged out locally when the server call fails', async () => {
    useSession.getState().setAuth(member);
    vi.spyOn(http, 'post').mockRejectedValue(new Error('Network Error'));
    await expect(logout()).resolves.toBeUndefined();
    expect(useSession.getState().auth.authenticated).toBe(false);
  });

  it("an expiry logout announces 'expired' (for the notice) and tells the tab sync why", async () => {
    useSession.getState().setAuth(member);
    vi.spyOn(http, 'post').mockResolvedValue({ data: {} });
    const heard = vi.fn();
    sessionEvents.addEventListener('expired', heard);
    let reason: string | undefined;
    const unsub = useSession.subscribe((s, prev) => {
      if (prev.auth.authenticated && !s.auth.authenticated) reason = takeLogoutReason();
    });
    await logout('expired');
    unsub();
    sessionEvents.removeEventListener('expired', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(reason).toBe('expired');
  });
});

describe('extendSession', () => {
  it('resets the timer at once and calls POST /api/session/extend', async () => {
    useSession.getState().setAuth(member);
    useSession.setState({ sessionExpiresAt: 0 });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { authenticated: true, expiresAt: null, remainingSeconds: 1800 } });
    expect(await extendSession()).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/session/extend');
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_790_000);
    expect(useSession.getState().auth.authenticated).toBe(true);
  });

  it('logs out (expired) when the server says the session is already gone', async () => {
    useSession.getState().setAuth(member);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { authenticated: false, expiresAt: null, remainingSeconds: 0 } });
    const heard = vi.fn();
    sessionEvents.addEventListener('expired', heard);
    expect(await extendSession()).toBe(false);
    sessionEvents.removeEventListener('expired', heard);
    expect(useSession.getState().auth.authenticated).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenLastCalledWith('/api/logout', undefined, { showLoading: false });
  });
});
