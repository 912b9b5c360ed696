// The spec's prefetch (section 9: about 1 s after idle, 100 ms on intent): the next page's remote and
// page code are fetched while the visitor rests a pointer on its link or a key focuses it, and once
// a page is idle for its primary next-step links, so the next page opens without a wait. Never under
// save-data or on a 2G connection, never for more than a few links a page. Loaded on the first
// pointer or focus (ShellServices), so a page that is only read loads none of it.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { routes, type RemoteArea } from '@portal/contracts/client';
import { getContextPath } from '@portal/http';
import { registryEntry, registryReady } from './registry';

/** Spec section 9: a pointer that rests this long, or a focus, is an intent. */
const INTENT_MS = 100;
/** At most this many pages prefetched from one page (a pointer sweeping over a menu is not an intent for each). */
const MAX_PER_PAGE = 4;
/** Primary next-step links prefetched once the page is idle. */
const MAX_IDLE = 2;

const routeOf = new Map(routes.map((r) => [r.path.toLowerCase(), r]));
const fetched = new Set<string>();
let page = '';
let count = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

type Connection = { saveData?: boolean; effectiveType?: string };
/** The visitor asked to save data, or the connection is 2G: prefetch nothing. */
function savingData(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(c?.saveData) || /(^|-)2g$/.test(c?.effectiveType ?? '');
}

/** The remote page a link of this site leads to; null for the host's own pages, other sites and files. */
function targetOf(a: HTMLAnchorElement): { area: RemoteArea; route: string } | null {
  if (a.target && a.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  const ctx = getContextPath();
  let path = url.pathname;
  if (ctx) {
    if (path !== ctx && !path.startsWith(`${ctx}/`)) return null;
    path = path.slice(ctx.length) || '/';
  }
  const route = routeOf.get(path.toLowerCase());
  return route && route.area !== 'host' ? { area: route.area as RemoteArea, route: route.path } : null;
}

async function prefetch(area: RemoteArea, route: string): Promise<void> {
  await registryReady();
  if (!registryEntry(area)) return;
  const mod = await loadRemote<{ default: { preload?: (route: string) => unknown } }>(`${area}/App`);
  await mod?.default.preload?.(route);
}

/** Prefetches the page behind a link, once, within the page's allowance. */
function prefetchLink(a: HTMLAnchorElement): void {
  if (savingData()) return;
  const here = location.pathname + location.search;
  if (here !== page) {
    page = here;
    count = 0;
  }
  const target = targetOf(a);
  if (!target || fetched.has(target.route) || count >= MAX_PER_PAGE) return;
  fetched.add(target.route);
  count++;
  // a prefetch that fails costs nothing: the visit itself loads (and reports) as it always does
  prefetch(target.area, target.route).catch(() => fetched.delete(target.route));
}

const linkOf = (e: Event) => (e.target instanceof Element ? e.target.closest('a[href]') : null) as HTMLAnchorElement | null;

/** An intent on a link (pointer resting on it, or focus): its page is prefetched after INTENT_MS. */
export function intent(e: Event): void {
  const a = linkOf(e);
  if (!a) return;
  clearTimeout(timer);
  timer = setTimeout(() => prefetchLink(a), e.type === 'focusin' ? 0 : INTENT_MS);
}

/** The pointer or the focus left before the intent was clear. */
export function leave(): void {
  clearTimeout(timer);
}

/** Once a page is idle: its primary next-step links (the content's primary buttons that are links). */
export function prefetchLikelyNext(): void {
  for (const a of [...document.querySelectorAll<HTMLAnchorElement>('main a.btn-primary[href]')].slice(0, MAX_IDLE)) prefetchLink(a);
}
