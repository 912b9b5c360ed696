import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@portal/session';
import { http } from '@portal/http';
import { extendSession, logout, sessionEvents, takeLogoutReason } from '../src/shell/session/actions';

/** The client under every contract call: `call` sends through `http.request(method, url, body, config)`. */
const answer = (data: unknown) => ({ data, status: 200, headers: new Headers() });
const sent = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([method, url, body, config]) => ({ method, url, body, showLoading: (config as { showLoading?: boolean })?.showLoading }));

const member = { authenticated: true, memberId: 'kim', memberName: '김민원', mbrTypeCd: '01', lgnDt: '2026-01-01T00:00:00.000Z', lastLoginDate: null };

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clearAuth();
  takeLogoutReason();
});

describe('logout (spec section 4)', () => {
  it('clears the local auth record first, then sends the logout call', async () => {
    useSession.getState().setAuth(member);
    let authAtCall: boolean | undefined;
    const request = vi.spyOn(http, 'request').mockImplementation(async () => {
      authAtCall = useSession.getState().auth.authenticated;
      return answer({ success: true });
    });
    await logout();
    expect(sent(request)).toEqual([{ method: 'POST', url: '/api/logout', body: undefined, showLoading: false }]);
    expect(authAtCall).toBe(false);
    expect(useSession.getState().auth.authenticated).toBe(false);
  });

  it('stays logged out locally when the server call fails', async () => {
    useSession.getState().setAuth(member);
    vi.spyOn(http, 'request').mockRejectedValue(new Error('Network Error'));
    await expect(logout()).resolves.toBeUndefined();
    expect(useSession.getState().auth.authenticated).toBe(false);
  });

  it("an expiry logout announces 'expired' (for the notice) and tells the tab sync why", async () => {
    useSession.getState().setAuth(member);
    vi.spyOn(http, 'request').mockResolvedValue(answer({ success: true }));
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
  it('resets the timer at once and sends the sessionExtend call', async () => {
    useSession.getState().setAuth(member);
    useSession.setState({ sessionExpiresAt: 0 });
    const request = vi.spyOn(http, 'request').mockResolvedValue(answer({ authenticated: true, expiresAt: null, remainingSeconds: 1800 }));
    expect(await extendSession()).toBe(true);
    expect(sent(request)).toEqual([{ method: 'POST', url: '/api/session/extend', body: undefined, showLoading: undefined }]);
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThan(Date.now() + 1_790_000);
    expect(useSession.getState().auth.authenticated).toBe(true);
  });

  it('logs out (expired) when the server says the session is already gone', async () => {
    useSession.getState().setAuth(member);
    const request = vi
      .spyOn(http, 'request')
      .mockResolvedValueOnce(answer({ authenticated: false, expiresAt: null, remainingSeconds: 0 }))
      .mockResolvedValueOnce(answer({ success: true }));
    const heard = vi.fn();
    sessionEvents.addEventListener('expired', heard);
    expect(await extendSession()).toBe(false);
    sessionEvents.removeEventListener('expired', heard);
    expect(useSession.getState().auth.authenticated).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sent(request).map((r) => r.url)).toEqual(['/api/session/extend', '/api/logout']);
  });
});
