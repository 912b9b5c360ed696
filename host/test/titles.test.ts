import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contracts/client';
import { breadcrumbLookupPath, breadcrumbView, contentTitle, pageTitle, useSession } from '@portal/session';

function item(menuName: string, menuType: MenuItem['menuType'] = 'MENU', extra: Partial<MenuItem> = {}): MenuItem {
  return { menuId: menuName, parentMenuId: null, menuName, menuUrl: null, menuType, moduleNm: null, menuUseSatisfaction: false, children: [], ...extra };
}

describe('page title (spec sections 1 and 2)', () => {
  it("is the breadcrumb names joined with ' > ', then '| 법률구조 플랫폼'", () => {
    expect(pageTitle([item('상담 신청'), item('전화 상담'), item('대한법률구조공단 전화 상담 안내', 'PAGE')])).toBe(
      '상담 신청 > 전화 상담 > 대한법률구조공단 전화 상담 안내 | 법률구조 플랫폼',
    );
  });
  it('skips nameless crumbs and is the suffix alone without crumbs', () => {
    expect(pageTitle([item(''), item('고객센터')])).toBe('고객센터 | 법률구조 플랫폼');
    expect(pageTitle([])).toBe('법률구조 플랫폼');
  });
});

describe('content title and satisfaction info', () => {
  it('content title = last crumb not of menuType TAB', () => {
    expect(contentTitle([item('상담 신청'), item('사이버 상담'), item('탭', 'TAB')])).toBe('사이버 상담');
  });
  it('satisfaction info comes from the last item of the breadcrumb call', () => {
    useSession.getState().setBreadcrumbs([
      item('상담 신청', 'MENU', { menuId: 'DSCSN', menuUseSatisfaction: false }),
      item('전화 상담', 'MENU', { menuId: 'DSCSN_TEL', menuUseSatisfaction: true }),
    ]);
    expect(useSession.getState().satisfaction).toEqual({ menuId: 'DSCSN_TEL', menuUseSatisfaction: true });
    useSession.getState().setBreadcrumbs([]);
    expect(useSession.getState().satisfaction).toEqual({ menuId: '', menuUseSatisfaction: false });
  });
});

describe('breadcrumb lookup path (spec section 2)', () => {
  it.each([
    ['/center/faq/list/', '/center/faq/list'],
    ['/center/faq/list#common-content', '/center/faq/list'],
    ['/center/faq/list/#common-content', '/center/faq/list'],
    ['/login/gst', '/login'],
    ['/login/gst/agreement', '/login'],
    ['/login/guide/rmv/', '/login'],
    ['/login/ai', '/login/ai'],
    ['/login/ai/x', '/login/ai/x'],
    ['/login/search', '/login/search'],
    ['/login/search/id', '/login/search/id'],
    ['/login/search/pwd#common-content', '/login/search/pwd'],
    ['/login/searchx', '/login'],
    ['/login/aix', '/login'],
    ['/login', '/login'],
    ['/loginx/a', '/loginx/a'],
  ])('%s → %s', (input, expected) => expect(breadcrumbLookupPath(input)).toBe(expected));
});

describe('breadcrumb view (spec section 2)', () => {
  const list = [item('상담 신청'), item('전화 상담'), item('대한법률구조공단 전화 상담 안내', 'PAGE')];
  it('/dscsn/tel/… drops the last crumb and marks the one before it active', () => {
    const v = breadcrumbView('/dscsn/tel/klacInfo', list);
    expect(v.crumbs.map((c) => c.menuName)).toEqual(['상담 신청', '전화 상담']);
    expect(v.activeIndex).toBe(1);
    expect(breadcrumbView('/dscsn/tel/klacInfo/#common-content', list).crumbs).toHaveLength(2);
  });
  it('other /dscsn/ and /elrcpt paths (and /dscsn/tel itself) show all crumbs, the last active', () => {
    for (const p of ['/dscsn/tel', '/dscsn/cyber', '/elrcpt/gd', '/elrcpt/form/ElrcptKlacM', '/center/gd']) {
      const v = breadcrumbView(p, list);
      expect(v.crumbs, p).toHaveLength(3);
      expect(v.activeIndex, p).toBe(2);
    }
  });
  it('never drops the only crumb, and is empty for no crumbs', () => {
    expect(breadcrumbView('/dscsn/tel/x', [item('전화 상담')]).crumbs).toHaveLength(1);
    expect(breadcrumbView('/dscsn/tel/x', [])).toEqual({ crumbs: [], activeIndex: -1 });
  });
});
