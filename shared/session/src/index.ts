import { create } from 'zustand';
import { SESSION_TIMEOUT_SECONDS, emptyAuthRecord, normaliseMenuUrl, type AuthRecord, type MenuItem } from '@portal/contracts/client';

/** Spec section 9: session timeout in seconds (the server's idle limit too). */
export { SESSION_TIMEOUT_SECONDS };

/** Spec section 9: default display zoom (percent); the control steps it within these bounds. */
export const ZOOM_DEFAULT = 100;
export const ZOOM_MIN = 80;
export const ZOOM_MAX = 150;
export const ZOOM_STEP = 10;

/** A zoom level the shell accepts: a whole step between ZOOM_MIN and ZOOM_MAX; anything else → default. */
export function clampZoom(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return ZOOM_DEFAULT;
  const stepped = Math.round(n / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

/** Device info (spec section 3); computed by the host from the user agent and the viewport. */
export interface DeviceInfo {
  userAgent: string;
  isDesktop: boolean;
  isMobile: boolean;
  isMobileChrome: boolean;
  isMobileSafari: boolean;
  isIOS: boolean;
  isIPadOS: boolean;
  isAndroid: boolean;
  width: number;
  height: number;
}

export const defaultDeviceInfo: DeviceInfo = {
  userAgent: '',
  isDesktop: true,
  isMobile: false,
  isMobileChrome: false,
  isMobileSafari: false,
  isIOS: false,
  isIPadOS: false,
  isAndroid: false,
  width: 0,
  height: 0,
};

/** A server error message the shell shows in an alert on development-site hosts (spec section 8). */
export interface DevAlert {
  id: number;
  status: number;
  message: string;
}

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
  /** Display zoom in percent (spec sections 3 and 9: default 100). */
  zoom: number;
  device: DeviceInfo;
  /** Server errors waiting to be shown by the host's development alert (any copy of @portal/http pushes here). */
  devAlerts: DevAlert[];
  setAuth(auth: AuthRecord): void;
  clearAuth(): void;
  setBreadcrumbs(list: MenuItem[]): void;
  setGnb(list: MenuItem[]): void;
  setSiteMap(list: MenuItem[]): void;
  resetSessionTimer(now?: number): void;
  startLoading(): void;
  endLoading(): void;
  resetLoading(): void;
  setZoom(zoom: number): void;
  setDevice(device: DeviceInfo): void;
  pushDevAlert(alert: Omit<DevAlert, 'id'>): void;
  /** Removes the alert with this id (after the host has shown it). */
  dismissDevAlert(id: number): void;
}

type Globals = typeof globalThis & { __PORTAL_SESSION_INSTANCES__?: number };
const g = globalThis as Globals;
g.__PORTAL_SESSION_INSTANCES__ = (g.__PORTAL_SESSION_INSTANCES__ ?? 0) + 1;
let nextDevAlertId = 1;
// the same on the server and in the browser (a server-rendered page carries it): a second copy of
// this module in one page would be session-2
const instanceId = `session-${g.__PORTAL_SESSION_INSTANCES__}`;

/**
 * What a server-rendered page was rendered with: the menus and the breadcrumbs of its route (no
 * visitor data; the server renders for an anonymous visitor). The server puts it in the page
 * (`<script type="application/json" id="portal-boot">`, key `session`); the browser starts from it.
 */
export interface SessionSeed {
  gnb: MenuItem[];
  siteMap: MenuItem[];
  breadcrumbs: MenuItem[];
  /** The lookup path (breadcrumbLookupPath) the breadcrumbs belong to. */
  breadcrumbsFor: string;
}

export const BOOT_DATA_ID = 'portal-boot';

const parsedBoot = new WeakMap<Document, Record<string, unknown> | null>();

/**
 * The page's boot data written by the server (null on a page it did not render, and on the server).
 * Parsed once per document: the session store, the shell and the query cache all start from it.
 */
export function readBootData(doc: Document | undefined = globalThis.document): Record<string, unknown> | null {
  if (!doc) return null;
  if (parsedBoot.has(doc)) return parsedBoot.get(doc)!;
  let data: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent || 'null');
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // a page without boot data (or a broken one) starts as a browser-rendered page
  }
  parsedBoot.set(doc, data);
  return data;
}

function isSeed(value: unknown): value is SessionSeed {
  const v = value as Partial<SessionSeed> | null;
  return !!v && Array.isArray(v.gnb) && Array.isArray(v.siteMap) && Array.isArray(v.breadcrumbs) && typeof v.breadcrumbsFor === 'string';
}

/** The seed of this page load (browser), read once. */
export const bootSessionSeed: SessionSeed | null = (() => {
  const seed = readBootData()?.session;
  return isSeed(seed) ? seed : null;
})();

const satisfactionOf = (list: MenuItem[]): SatisfactionInfo => {
  const last = list[list.length - 1];
  return last ? { menuId: last.menuId, menuUseSatisfaction: last.menuUseSatisfaction } : { menuId: '', menuUseSatisfaction: false };
};

const seeded = (seed: SessionSeed | null) =>
  seed ? { gnb: seed.gnb, siteMap: seed.siteMap, breadcrumbs: seed.breadcrumbs, satisfaction: satisfactionOf(seed.breadcrumbs) } : {};

/** The store's initial state, and on the server the one of the render in progress (renders run one at a time). */
let initialState: SessionState | null = null;
let serverInitialState: SessionState | null = null;

/**
 * Server rendering only: what `useSession` reads while rendering (React renders and hydrates with the
 * store's initial state; the browser's initial state is the same seed, so both agree). Null after.
 */
export function setServerSessionSeed(seed: SessionSeed | null): void {
  serverInitialState = seed && initialState ? { ...initialState, ...seeded(seed) } : null;
}

export const useSession = create<SessionState>()((set, _get, api) => {
  const base = {
    instanceId,
    auth: emptyAuthRecord,
    breadcrumbs: [] as MenuItem[],
    gnb: [] as MenuItem[],
    siteMap: [] as MenuItem[],
    satisfaction: { menuId: '', menuUseSatisfaction: false },
    sessionExpiresAt: Date.now() + SESSION_TIMEOUT_SECONDS * 1000,
    loadingCount: 0,
    setAuth: (auth) => set({ auth }),
    clearAuth: () => set({ auth: emptyAuthRecord }),
    setBreadcrumbs: (list) => set({ breadcrumbs: list, satisfaction: satisfactionOf(list) }),
    setGnb: (gnb) => set({ gnb }),
    setSiteMap: (siteMap) => set({ siteMap }),
    resetSessionTimer: (now = Date.now()) => set({ sessionExpiresAt: now + SESSION_TIMEOUT_SECONDS * 1000 }),
    startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
    endLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
    resetLoading: () => set({ loadingCount: 0 }),
    zoom: ZOOM_DEFAULT,
    device: defaultDeviceInfo,
    devAlerts: [],
    setZoom: (zoom) => set({ zoom: clampZoom(zoom) }),
    setDevice: (device) => set({ device }),
    // keep at most 5 waiting: a burst of failures must not pile up dialogs
    pushDevAlert: (alert) => set((s) => ({ devAlerts: [...s.devAlerts, { ...alert, id: nextDevAlertId++ }].slice(-5) })),
    dismissDevAlert: (id) => set((s) => ({ devAlerts: s.devAlerts.filter((a) => a.id !== id) })),
  } satisfies SessionState;
  const initial: SessionState = { ...base, ...seeded(bootSessionSeed) };
  initialState = initial;
  // React reads the initial state while rendering on the server and while hydrating in the browser
  api.getInitialState = () => serverInitialState ?? initial;
  return initial;
});

/** Seconds left on the session timer at `now` (never below 0). */
export function sessionRemainingSeconds(expiresAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** Remaining seconds as mm:ss, e.g. 1800 → '30:00', 65 → '01:05'. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Remaining seconds as Korean words for screen readers, e.g. 299 → '4분 59초', 300 → '5분'. */
export function formatRemainingKorean(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const m = Math.floor(s / 60);
  const r = s % 60;
  if (m && r) return `${m}분 ${r}초`;
  return m ? `${m}분` : `${r}초`;
}

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
