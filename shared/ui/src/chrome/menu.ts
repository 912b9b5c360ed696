// The data the site chrome draws (issue 35): menu sections, side-menu entries and breadcrumb crumbs.
// The host builds them from the session's menus (host/src/shell/gnb-groups.ts); the showcase passes
// the typed sample fixtures of ./fixtures.ts. Pure types and one pure function, no hooks.
import { normaliseMenuUrl } from '@portal/contracts/client';

export interface GnbLink {
  menuId: string;
  name: string;
  url: string;
}

export interface GnbSubGroup {
  menuId: string;
  subtitle: string;
  links: GnbLink[];
}

export interface GnbTab {
  menuId: string;
  name: string;
  /** Where the tab itself leads: its own url or its first descendant's; null if it has none. */
  url: string | null;
  /** Descendants shown as a plain list under the tab (empty when it has sub-titled groups). */
  links: GnbLink[];
  /** LWA_DSC tabs: their children as sub-titled groups. */
  groups: GnbSubGroup[];
}

export type GnbKind = 'title' | 'tabs' | 'single';

export interface GnbSection {
  menuId: string;
  name: string;
  kind: GnbKind;
  /** The heading shown above the tabs: the SRVC item's name; null for LWA and single sections. */
  title: string | null;
  /** First reachable url of the section (used where the section itself is a link). */
  url: string | null;
  tabs: GnbTab[];
}

/** One entry of a side menu (a tree: entries with children fold open). */
export interface SideNavEntry {
  id: string;
  name: string;
  url: string | null;
  children: SideNavEntry[];
}

/** One crumb of the breadcrumb trail (the session's breadcrumb list has this shape). */
export interface Crumb {
  menuId: string;
  menuName: string;
  menuUrl: string | null;
}

/** Whether a menu url is the page at `pathname` (for aria-current="page"). */
export function isCurrentUrl(url: string | null, pathname: string): boolean {
  return !!url && normaliseMenuUrl(url.split(/[?#]/)[0]) === normaliseMenuUrl(pathname);
}
