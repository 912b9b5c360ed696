import { normaliseMenuUrl, type MenuItem } from '@portal/contracts/client';
import type { GnbLink, GnbSection, GnbTab, SideNavEntry } from '@portal/ui/chrome';

export { isCurrentUrl } from '@portal/ui/chrome';

/**
 * GNB grouping for display (spec section 3):
 * - a top item of module SRVC becomes a title (the panel's heading) whose children are tabs;
 * - a top item of module LWA has its children become tabs, and a child of module LWA_DSC has its own
 *   children split into sub-titled groups (the child's children are the sub-titles, their children
 *   or themselves the links);
 * - any other top item becomes one single tab (the item itself, its descendants as links).
 * Pure data in, pure data out: the GNB, the site map and the mobile menu all render from it.
 */

/** The item's own url, else the first url among its descendants (depth first, in menu order). */
export function firstUrl(item: MenuItem): string | null {
  if (item.menuUrl) return item.menuUrl;
  for (const c of item.children) {
    const u = firstUrl(c);
    if (u) return u;
  }
  return null;
}

/** Every descendant with a url, depth first, in menu order (the item itself excluded). */
export function descendantLinks(item: MenuItem): GnbLink[] {
  const out: GnbLink[] = [];
  const walk = (list: MenuItem[]) => {
    for (const c of list) {
      if (c.menuUrl) out.push({ menuId: c.menuId, name: c.menuName, url: c.menuUrl });
      walk(c.children);
    }
  };
  walk(item.children);
  return out;
}

/** Links of a sub-titled group: its descendants, or the group itself when it is a leaf. */
function groupLinks(item: MenuItem): GnbLink[] {
  const links = descendantLinks(item);
  if (links.length) return links;
  return item.menuUrl ? [{ menuId: item.menuId, name: item.menuName, url: item.menuUrl }] : [];
}

function toTab(item: MenuItem): GnbTab {
  const base = { menuId: item.menuId, name: item.menuName, url: firstUrl(item) };
  if (item.moduleNm === 'LWA_DSC') {
    return {
      ...base,
      links: [],
      groups: item.children
        .map((g) => ({ menuId: g.menuId, subtitle: g.menuName, links: groupLinks(g) }))
        .filter((g) => g.links.length > 0),
    };
  }
  return { ...base, links: descendantLinks(item), groups: [] };
}

export function groupGnbItem(item: MenuItem): GnbSection {
  const base = { menuId: item.menuId, name: item.menuName, url: firstUrl(item) };
  if (item.moduleNm === 'SRVC') return { ...base, kind: 'title', title: item.menuName, tabs: item.children.map(toTab) };
  if (item.moduleNm === 'LWA') return { ...base, kind: 'tabs', title: null, tabs: item.children.map(toTab) };
  return {
    ...base,
    kind: 'single',
    title: null,
    tabs: [{ menuId: item.menuId, name: item.menuName, url: base.url, links: descendantLinks(item), groups: [] }],
  };
}

/** Groups the GNB list; sections that lead nowhere (no url anywhere below them) are left out. */
export function groupGnb(items: MenuItem[]): GnbSection[] {
  return items.map(groupGnbItem).filter((s) => s.url !== null);
}

/**
 * Menu ids on the way to the page at `pathname` in a menu tree (top first), or [] when the page is
 * not in the tree. Query and hash are ignored; the path is normalised as for the breadcrumb lookup.
 */
export function menuTrail(tree: MenuItem[], pathname: string): string[] {
  const target = normaliseMenuUrl(pathname.split(/[?#]/)[0]);
  const walk = (list: MenuItem[], trail: string[]): string[] | null => {
    for (const m of list) {
      const here = [...trail, m.menuId];
      if (m.menuUrl && normaliseMenuUrl(m.menuUrl) === target) return here;
      const found = walk(m.children, here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

/**
 * The set of menu ids marked "current" for a page: the trail found in the menu tree for the path,
 * together with the breadcrumb list of the page (which also covers pages not listed in the tree).
 */
export function currentMenuIds(tree: MenuItem[], pathname: string, breadcrumbs: MenuItem[]): Set<string> {
  return new Set([...menuTrail(tree, pathname), ...breadcrumbs.map((b) => b.menuId)]);
}

/** A menu tree as side-menu entries (each entry leads to its own url or its first descendant's). */
export function entriesFromMenu(items: MenuItem[]): SideNavEntry[] {
  return items.map((m) => ({ id: m.menuId, name: m.menuName, url: firstUrl(m), children: entriesFromMenu(m.children) }));
}
