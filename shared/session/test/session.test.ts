import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contracts';
import {
  breadcrumbLookupPath,
  clampZoom,
  contentTitle,
  defaultDeviceInfo,
  formatRemaining,
  formatRemainingKorean,
  sessionRemainingSeconds,
  ZOOM_DEFAULT,
  ZOOM_MAX,
  ZOOM_MIN,
  pageTitle,
  selectIsLoading,
  SESSION_TIMEOUT_SECONDS,
  TITLE_SUFFIX,
  useSession,
} from '../src/index';

function item(menuName: string, menuType: MenuItem['menuType'] = 'MENU', extra: Partial<MenuItem> = {}): MenuItem {
  return {
    menuId: menuName.toUpperCase(),
    parentMenuId: null,
    menuName,
    menuUrl: null,
    menuType,
    moduleNm: null,
    menuUseSatisfaction: false,
    children: [],
    ...extra,
  };
}

describe('pageTitle', () => {
  it("joins breadcrumb names with ' > ' and appends ' | 법률구조 플랫폼'", () => {
    expect(TITLE_SUFFIX).toBe('법률구조 플랫폼');
    expect(pageTitle([item('상담 신청'), item('사이버 상담', 'TAB')])).toBe('상담 신청 > 사이버 상담 | 법률구조 플랫폼');
    expect(pageTitle([item('고객센터')])).toBe('고객센터 | 법률구조 플랫폼');
  });

  it('is the suffix alone for an empty list', () => {
    expect(pageTitle([])).toBe('법률구조 플랫폼');
  });
});

describe('contentTitle', () => {
  it('is the last crumb that is not a TAB', () => {
    expect(contentTitle([item('상담 신청'), item('사이버 상담', 'TAB')])).toBe('상담 신청');
    expect(contentTitle([item('상담 신청'), item('사이버 상담', 'TAB'), item('신청서 작성', 'PAGE')])).toBe('신청서 작성');
    expect(contentTitle([item('A', 'MENU'), item('B', 'POPUP'), item('C', 'TAB'), item('D', 'TAB')])).toBe('B');
  });

  it('is empty when there is nothing but tabs, or nothing', () => {
    expect(contentTitle([item('탭', 'TAB')])).toBe('');
    expect(contentTitle([])).toBe('');
  });
});

describe('breadcrumbLookupPath (spec section 2)', () => {
  it.each([
    ['/center/faq/list/', '/center/faq/list'],
    ['/center/faq/list///', '/center/faq/list'],
    ['/center/faq/list#common-content', '/center/faq/list'],
    ['/center/faq/list/#common-content', '/center/faq/list'],
    ['/center/faq/list?page=2', '/center/faq/list'],
    ['/', '/'],
    ['', '/'],
    ['/#common-content', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/login/x', '/login'],
    ['/login/guest/GuestLogin', '/login'],
    ['/login/ai', '/login/ai'],
    ['/login/ai/', '/login/ai'],
    ['/login/search/id', '/login/search/id'],
    ['/login/search/pswd', '/login/search/pswd'],
    ['/loginx', '/loginx'],
  ])('%s → %s', (input, expected) => {
    expect(breadcrumbLookupPath(input)).toBe(expected);
  });
});

describe('useSession store', () => {
  beforeEach(() => {
    useSession.getState().resetLoading();
    useSession.getState().setBreadcrumbs([]);
  });

  it('sets the satisfaction info from the last breadcrumb', () => {
    const s = useSession.getState();
    s.setBreadcrumbs([item('상담 신청'), item('사이버 상담', 'TAB', { menuId: 'DSCSN_CYBER', menuUseSatisfaction: true })]);
    expect(useSession.getState().satisfaction).toEqual({ menuId: 'DSCSN_CYBER', menuUseSatisfaction: true });
    expect(useSession.getState().breadcrumbs).toHaveLength(2);
    s.setBreadcrumbs([item('고객센터', 'MENU', { menuId: 'CENTER', menuUseSatisfaction: false })]);
    expect(useSession.getState().satisfaction).toEqual({ menuId: 'CENTER', menuUseSatisfaction: false });
  });

  it('resets the satisfaction info to its defaults for an empty list', () => {
    useSession.getState().setBreadcrumbs([item('x', 'MENU', { menuUseSatisfaction: true })]);
    useSession.getState().setBreadcrumbs([]);
    expect(useSession.getState().satisfaction).toEqual({ menuId: '', menuUseSatisfaction: false });
  });

  it('counts loading up and down and never below 0', () => {
    const s = useSession.getState();
    expect(selectIsLoading(useSession.getState())).toBe(false);
    s.startLoading();
    s.startLoading();
    expect(useSession.getState().loadingCount).toBe(2);
    expect(selectIsLoading(useSession.getState())).toBe(true);
    s.endLoading();
    s.endLoading();
    s.endLoading();
    s.endLoading();
    expect(useSession.getState().loadingCount).toBe(0);
    expect(selectIsLoading(useSession.getState())).toBe(false);
    s.startLoading();
    expect(useSession.getState().loadingCount).toBe(1);
    s.startLoading();
    s.resetLoading();
    expect(useSession.getState().loadingCount).toBe(0);
  });

  it('sets the session timer to now + 1800 s', () => {
    expect(SESSION_TIMEOUT_SECONDS).toBe(1800);
    useSession.getState().resetSessionTimer(1_000_000);
    expect(useSession.getState().sessionExpiresAt).toBe(1_000_000 + 1_800_000);
    const before = Date.now();
    useSession.getState().resetSessionTimer();
    const after = Date.now();
    expect(useSession.getState().sessionExpiresAt).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(useSession.getState().sessionExpiresAt).toBeLessThanOrEqual(after + 1_800_000);
  });

  it('starts with the empty auth record and clears back to it', () => {
    const s = useSession.getState();
    expect(s.auth.authenticated).toBe(false);
    s.setAuth({ authenticated: true, memberId: 'hong', memberName: '홍길동', mbrTypeCd: '01', lgnDt: '2026-01-01T00:00:00.000Z', lastLoginDate: null });
    expect(useSession.getState().auth.memberName).toBe('홍길동');
    s.clearAuth();
    expect(useSession.getState().auth).toEqual({
      authenticated: false,
      lastLoginDate: null,
      memberId: null,
      memberName: null,
      lgnDt: null,
      mbrTypeCd: null,
    });
  });
});

describe('zoom level (spec sections 3 and 9)', () => {
  it('defaults to 100 % and clamps to 80–150 % in steps of 10', () => {
    expect(ZOOM_DEFAULT).toBe(100);
    expect(useSession.getState().zoom).toBe(100);
    const s = useSession.getState();
    s.setZoom(110);
    expect(useSession.getState().zoom).toBe(110);
    s.setZoom(300);
    expect(useSession.getState().zoom).toBe(ZOOM_MAX);
    s.setZoom(10);
    expect(useSession.getState().zoom).toBe(ZOOM_MIN);
    s.setZoom(100);
    expect(useSession.getState().zoom).toBe(100);
  });

  it.each([
    [100, 100],
    ['120', 120],
    [124, 120],
    [125, 130],
    [79, 80],
    [151, 150],
    ['abc', 100],
    [Number.NaN, 100],
    [null, 100],
    [undefined, 100],
    [{}, 100],
  ])('clampZoom(%s) → %s', (input, expected) => {
    expect(clampZoom(input)).toBe(expected);
  });
});

describe('session timer helpers', () => {
  it('counts remaining whole seconds, never below 0', () => {
    expect(sessionRemainingSeconds(10_000, 10_000)).toBe(0);
    expect(sessionRemainingSeconds(10_000, 20_000)).toBe(0);
    expect(sessionRemainingSeconds(1_800_000, 0)).toBe(1800);
    expect(sessionRemainingSeconds(1_800_000, 1)).toBe(1800);
    expect(sessionRemainingSeconds(1_800_000, 1000)).toBe(1799);
  });

  it('formats mm:ss and Korean words', () => {
    expect(formatRemaining(1800)).toBe('30:00');
    expect(formatRemaining(299)).toBe('04:59');
    expect(formatRemaining(65)).toBe('01:05');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5)).toBe('00:00');
    expect(formatRemainingKorean(300)).toBe('5분');
    expect(formatRemainingKorean(299)).toBe('4분 59초');
    expect(formatRemainingKorean(59)).toBe('59초');
    expect(formatRemainingKorean(0)).toBe('0초');
  });
});

describe('device info and development alerts in the store', () => {
  it('starts with a desktop default and stores what the host computed', () => {
    expect(useSession.getState().device).toEqual(defaultDeviceInfo);
    const d = { ...defaultDeviceInfo, isDesktop: false, isMobile: true, width: 360, height: 800 };
    useSession.getState().setDevice(d);
    expect(useSession.getState().device).toEqual(d);
    useSession.getState().setDevice(defaultDeviceInfo);
  });

  it('queues development alerts with ids, keeps at most 5, and dismisses by id', () => {
    const s = useSession.getState();
    for (let i = 1; i <= 7; i++) s.pushDevAlert({ status: 500, message: `m${i}` });
    const queued = useSession.getState().devAlerts;
    expect(queued.map((a) => a.message)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    expect(new Set(queued.map((a) => a.id)).size).toBe(5);
    s.dismissDevAlert(queued[0].id);
    expect(useSession.getState().devAlerts.map((a) => a.message)).toEqual(['m4', 'm5', 'm6', 'm7']);
    for (const a of useSession.getState().devAlerts) s.dismissDevAlert(a.id);
    expect(useSession.getState().devAlerts).toEqual([]);
  });
});
