import { create } from 'zustand';
import { emptyAuthRecord, normaliseMenuUrl, type AuthRecord, type MenuItem } from '@portal/contracts/client';

/** Spec section 9: session timeout in seconds. */
export const SESSION_TIMEOUT_SECONDS = 1800;

export interface SatisfactionInfo {
  menuId: string;
  menuUseSatisfaction: boolean;
}

export interface SessionState {
  /** Which module instance this is: host and remotes must all see the same id. */
  instanceId: string;
  auth: AuthRecord;
  breadcrumbs: MenuItem[];
  gnb: MenuItem[];
  siteMap: MenuItem[];
  satisfaction: SatisfactionInfo;
  /** Epoch ms at which the session timer runs out. */
  sessionExpiresAt: number;
  loadingCount: number;
  setAuth(auth: AuthRecord): void;
  clearAuth(): void;
  setBreadcrumbs(list: MenuItem[]): void;
  setGnb(list: MenuItem[]): void;
  setSiteMap(list: MenuItem[]): void;
  resetSessionTimer(now?: number): void;
  startLoading(): void;
  endLoading(): void;
  resetLoading(): void;
}

type Globals = typeof globalThis & { __PORTAL_SESSION_INSTANCES__?: number };
const g = globalThis as Globals;
g.__PORTAL_SESSION_INSTANCES__ = (g.__PORTAL_SESSION_INSTANCES__ ?? 0) + 1;
const instanceId = `session-${g.__PORTAL_SESSION_INSTANCES__}-${Math.random().toString(36).slice(2, 8)}`;

export const useSession = create<SessionState>()((set) => ({
  instanceId,
  auth: emptyAuthRecord,
  breadcrumbs: [],
  gnb: [],
  siteMap: [],
  satisfaction: { menuId: '', menuUseSatisfaction: false },
  sessionExpiresAt: Date.now() + SESSION_TIMEOUT_SECONDS * 1000,
  loadingCount: 0,
  setAuth: (auth) => set({ auth }),
  clearAuth: () => set({ auth: emptyAuthRecord }),
  setBreadcrumbs: (list) => {
    const last = list[list.length - 1];
    set({
      breadcrumbs: list,
      satisfaction: last
        ? { menuId: last.menuId, menuUseSatisfaction: last.menuUseSatisfaction }
        : { menuId: '', menuUseSatisfaction: false },
    });
  },
  setGnb: (gnb) => set({ gnb }),
  setSiteMap: (siteMap) => set({ siteMap }),
  resetSessionTimer: (now = Date.now()) => set({ sessionExpiresAt: now + SESSION_TIMEOUT_SECONDS * 1000 }),
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  endLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  resetLoading: () => set({ loadingCount: 0 }),
}));

/** Loading is active while the counter is above 0 (spec section 4). */
export const selectIsLoading = (s: SessionState) => s.loadingCount > 0;

/** Content title: the last breadcrumb that is not a TAB (spec section 2). */
export function contentTitle(list: MenuItem[]): string {
  for (let i = list.length - 1; i >= 0; i--) if (list[i].menuType !== 'TAB') return list[i].menuName;
  return '';
}

export const TITLE_SUFFIX = '법률구조 플랫폼';
/** Page title: breadcrumb names joined with ' > ', then '| ' and the suffix (spec section 1). */
export function pageTitle(list: MenuItem[]): string {
  const names = list.map((m) => m.menuName).filter(Boolean);
  return names.length ? `${names.join(' > ')} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}

/** True when `p` is `base` or a path below it (segment-wise: '/login/searchx' is not under '/login/search'). */
function isUnder(p: string, base: string): boolean {
  return p === base || p.startsWith(base + '/');
}

/**
 * The menuUrl a path is looked up by (spec section 2): '#common-content' (any fragment), the query and
 * a trailing slash are stripped; /login/… other than /login/ai and /login/search (and the pages below
 * them, e.g. /login/search/id) is looked up as /login.
 */
export function breadcrumbLookupPath(path: string): string {
  const p = normaliseMenuUrl(path);
  if (p.startsWith('/login/') && !isUnder(p, '/login/ai') && !isUnder(p, '/login/search')) return '/login';
  return p;
}

export interface BreadcrumbView {
  crumbs: MenuItem[];
  /** Index in `crumbs` of the crumb marked current (aria-current="page"); -1 when empty. */
  activeIndex: number;
}

/**
 * What the breadcrumb bar shows (spec section 2): under /dscsn/tel/ the last crumb is dropped and the
 * one before it is active; everywhere else (including other /dscsn/ and /elrcpt paths) all crumbs
 * show with the last active.
 */
export function breadcrumbView(pathname: string, list: MenuItem[]): BreadcrumbView {
  const p = normaliseMenuUrl(pathname);
  const crumbs = p.startsWith('/dscsn/tel/') && list.length > 1 ? list.slice(0, -1) : list;
  return { crumbs, activeIndex: crumbs.length - 1 };
}
