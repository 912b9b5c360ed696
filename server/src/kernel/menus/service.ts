import { asc } from 'drizzle-orm';
import type { MenuItem } from '@portal/contracts';
import type { Db } from '../../db/client';
import { menus } from '../../db/schema';
import { TtlCache } from '../ttl-cache';

type Row = typeof menus.$inferSelect;

export interface MenuIndex {
  gnb: MenuItem[];
  siteMap: MenuItem[];
  byUrl: Map<string, Row>;
  byId: Map<string, Row>;
}

const NAV_TYPES = new Set(['MENU', 'TAB']);

function toItem(row: Row, children: MenuItem[] = []): MenuItem {
  return {
    menuId: row.menuId,
    parentMenuId: row.parentMenuId,
    menuName: row.menuName,
    menuUrl: row.menuUrl,
    menuType: row.menuType,
    moduleNm: row.moduleNm,
    menuUseSatisfaction: row.useSatisfaction,
    children,
  };
}

/**
 * Builds the navigation trees (MENU and TAB nodes only: pages and popups are reachable, not listed;
 * a hidden menu, use_yn false, and everything under it are not listed either). Breadcrumbs and the
 * sign-in rule of a page read every row, hidden or not: hiding a menu never opens its pages.
 */
export function buildIndex(rows: Row[]): MenuIndex {
  const kids = new Map<string | null, Row[]>();
  for (const r of rows) {
    if (!r.useYn) continue;
    const list = kids.get(r.parentMenuId) ?? [];
    list.push(r);
    kids.set(r.parentMenuId, list);
  }
  const navTree = (parent: string | null): MenuItem[] =>
    (kids.get(parent) ?? []).filter((r) => NAV_TYPES.has(r.menuType)).map((r) => toItem(r, navTree(r.menuId)));
  const siteMap = navTree(null);
  return {
    gnb: siteMap.filter((m) => m.menuType === 'MENU'),
    siteMap,
    byUrl: new Map(rows.filter((r) => r.menuUrl).map((r) => [r.menuUrl!, r])),
    byId: new Map(rows.map((r) => [r.menuId, r])),
  };
}

/**
 * Menus change rarely and every page view asks for them, so each process keeps an index built
 * from the table and rebuilds it after `ttlMs`; a menu edit from the back office empties this
 * process's index at once (`invalidate`), the other replicas' within `ttlMs`.
 */
export class MenuService {
  private readonly cache: TtlCache<MenuIndex>;

  constructor(db: Db, ttlMs = 30_000) {
    this.cache = new TtlCache(async () => buildIndex(await db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.menuId))), ttlMs);
  }

  get(): Promise<MenuIndex> {
    return this.cache.get();
  }

  invalidate() {
    this.cache.invalidate();
  }

  /** Root-to-page chain for a menuUrl; each item without children. Unknown url: empty list. */
  async breadcrumbs(menuUrl: string): Promise<MenuItem[]> {
    const { byUrl, byId } = await this.get();
    let row = byUrl.get(menuUrl);
    const chain: MenuItem[] = [];
    while (row) {
      chain.unshift(toItem(row));
      row = row.parentMenuId ? byId.get(row.parentMenuId) : undefined;
    }
    return chain;
  }

  async access(menuUrl: string): Promise<{ known: boolean; access: 'PUBLIC' | 'MEMBER' }> {
    const { byUrl, byId } = await this.get();
    const row = byUrl.get(menuUrl);
    if (!row) return { known: false, access: 'PUBLIC' };
    // a page needs sign-in when it or any ancestor does
    for (let r: Row | undefined = row; r; r = r.parentMenuId ? byId.get(r.parentMenuId) : undefined) {
      if (r.access === 'MEMBER') return { known: true, access: 'MEMBER' };
    }
    return { known: true, access: 'PUBLIC' };
  }
}
