import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contracts';
import { menuTree, type MenuSeed } from '../../server/src/db/seed/data/menus';
import { currentMenuIds, descendantLinks, firstUrl, groupGnb, groupGnbItem, isCurrentUrl, menuTrail } from '../src/shell/gnb-groups';

function item(menuId: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    menuId,
    parentMenuId: null,
    menuName: menuId.toLowerCase(),
    menuUrl: null,
    menuType: 'MENU',
    moduleNm: null,
    menuUseSatisfaction: false,
    children: [],
    ...extra,
  };
}

/** The GNB as the server builds it from the seed (MENU and TAB nodes; top-level MENU items). */
function seedGnb(): MenuItem[] {
  const toItem = (s: MenuSeed, parent: string | null): MenuItem => ({
    menuId: s.id,
    parentMenuId: parent,
    menuName: s.name,
    menuUrl: s.url ?? null,
    menuType: s.type,
    moduleNm: s.module ?? null,
    menuUseSatisfaction: !!s.satisfaction,
    children: (s.children ?? []).filter((c) => c.type === 'MENU' || c.type === 'TAB').map((c) => toItem(c, s.id)),
  });
  return menuTree.filter((s) => s.type === 'MENU').map((s) => toItem(s, null));
}

describe('GNB grouping (spec section 3)', () => {
  it('an SRVC top item becomes a title whose children are tabs', () => {
    const s = groupGnbItem(
      item('SRVC', {
        menuName: '상담 신청',
        moduleNm: 'SRVC',
        children: [
          item('A', { menuName: '사이버 상담', menuUrl: '/a', menuType: 'TAB' }),
          item('B', { menuName: '기관', menuType: 'TAB', children: [item('B1', { menuName: '공단', menuUrl: '/b1' }), item('B2', { menuUrl: '/b2' })] }),
        ],
      }),
    );
    expect(s.kind).toBe('title');
    expect(s.title).toBe('상담 신청');
    expect(s.tabs.map((t) => [t.name, t.url])).toEqual([
      ['사이버 상담', '/a'],
      ['기관', '/b1'],
    ]);
    expect(s.tabs[1].links.map((l) => l.url)).toEqual(['/b1', '/b2']);
    expect(s.tabs.every((t) => t.groups.length === 0)).toBe(true);
  });

  it('LWA items become tabs; an LWA_DSC child is split into sub-titled groups', () => {
    const s = groupGnbItem(
      item('LWA', {
        moduleNm: 'LWA',
        children: [
          item('DSC', {
            menuName: '법령정보',
            moduleNm: 'LWA_DSC',
            menuType: 'TAB',
            children: [
              item('G1', { menuName: '법률 서식', children: [item('L1', { menuName: '법령 서식', menuUrl: '/l1' }), item('L2', { menuUrl: '/l2' })] }),
              item('G2', { menuName: '판례 모음', menuUrl: '/g2' }),
              item('G3', { menuName: '빈 묶음' }),
            ],
          }),
          item('CASE', { menuName: '판례', menuUrl: '/case', menuType: 'TAB' }),
        ],
      }),
    );
    expect(s.kind).toBe('tabs');
    expect(s.title).toBeNull();
    expect(s.tabs.map((t) => t.name)).toEqual(['법령정보', '판례']);
    const dsc = s.tabs[0];
    expect(dsc.links).toEqual([]);
    expect(dsc.groups.map((g) => [g.subtitle, g.links.map((l) => l.url)])).toEqual([
      ['법률 서식', ['/l1', '/l2']],
      ['판례 모음', ['/g2']],
    ]);
    expect(s.tabs[1]).toMatchObject({ url: '/case', links: [], groups: [] });
  });

  it('any other top item becomes a single tab carrying its descendants', () => {
    const s = groupGnbItem(item('CENTER', { menuName: '고객센터', children: [item('N', { menuUrl: '/n' }), item('F', { menuUrl: '/f' })] }));
    expect(s.kind).toBe('single');
    expect(s.title).toBeNull();
    expect(s.tabs).toHaveLength(1);
    expect(s.tabs[0]).toMatchObject({ menuId: 'CENTER', name: '고객센터', url: '/n' });
    expect(s.tabs[0].links.map((l) => l.url)).toEqual(['/n', '/f']);
  });

  it('an LWA_DSC item under a non-LWA top item stays a plain list in a single tab', () => {
    const s = groupGnbItem(item('X', { children: [item('D', { moduleNm: 'LWA_DSC', children: [item('G', { menuUrl: '/g' })] })] }));
    expect(s.kind).toBe('single');
    expect(s.tabs[0].groups).toEqual([]);
    expect(s.tabs[0].links.map((l) => l.url)).toEqual(['/g']);
  });

  it('sections without any url are left out; firstUrl and descendantLinks walk depth first', () => {
    const tree = [item('EMPTY'), item('FULL', { children: [item('C', { children: [item('D', { menuUrl: '/d' })] }), item('E', { menuUrl: '/e' })] })];
    expect(groupGnb(tree).map((s) => s.menuId)).toEqual(['FULL']);
    expect(firstUrl(tree[1])).toBe('/d');
    expect(descendantLinks(tree[1]).map((l) => l.url)).toEqual(['/d', '/e']);
  });

  it('groups the real seeded menu as the spec says', () => {
    const sections = groupGnb(seedGnb());
    expect(sections.map((s) => [s.name, s.kind])).toEqual([
      ['상담 신청', 'title'],
      ['법률구조 신청', 'title'],
      ['법률정보', 'tabs'],
      ['서비스 찾기', 'title'],
      ['AI 법률검색', 'single'],
      ['고객센터', 'single'],
      ['플랫폼 소개', 'single'],
      ['마이페이지', 'single'],
    ]);
    const dscsn = sections[0];
    expect(dscsn.tabs.map((t) => t.name)).toEqual(['사이버 상담', '전화 상담', '화상 상담', '방문 상담', '상담 예약', '상담 기관 안내']);
    expect(dscsn.tabs[5].url).toBe('/dscsn/inst/DscInstKlaInfo');
    expect(dscsn.tabs[5].links).toHaveLength(8);
    const lwa = sections[2];
    expect(lwa.tabs.map((t) => t.name)).toEqual(['법령정보', '판례']);
    expect(lwa.tabs[0].groups.map((g) => g.subtitle)).toEqual(['법률구조사례', '법률상담사례', '법률 서식']);
    expect(lwa.tabs[0].groups[2].links.map((l) => l.name)).toEqual(['법령 서식', '법원 제출 서식']);
    expect(sections[5].tabs[0].links.map((l) => l.url)).toContain('/center/ntc/list');
  });
});

describe('current menu marking', () => {
  const tree = [item('TOP', { children: [item('T', { menuUrl: '/center/ntc/list', children: [item('P', { menuUrl: '/center/ntc/detail' })] })] })];

  it('finds the trail of a path, ignoring query, hash and a trailing slash', () => {
    expect(menuTrail(tree, '/center/ntc/detail/?nttId=1')).toEqual(['TOP', 'T', 'P']);
    expect(menuTrail(tree, '/center/ntc/list#common-content')).toEqual(['TOP', 'T']);
    expect(menuTrail(tree, '/nowhere')).toEqual([]);
  });

  it('adds the breadcrumb ids (pages not listed in the tree)', () => {
    const ids = currentMenuIds(tree, '/nowhere', [item('TOP'), item('HIDDEN')]);
    expect([...ids].sort()).toEqual(['HIDDEN', 'TOP']);
  });

  it('compares urls the way the breadcrumb lookup does', () => {
    expect(isCurrentUrl('/center/ntc/list', '/center/ntc/list/')).toBe(true);
    expect(isCurrentUrl('/center/ntc/list?x=1', '/center/ntc/list')).toBe(true);
    expect(isCurrentUrl('/center/ntc/list', '/center/ntc')).toBe(false);
    expect(isCurrentUrl(null, '/')).toBe(false);
  });
});
