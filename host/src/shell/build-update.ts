import { getContextPath, withContextPath } from '@portal/http';
import type { BuildManifest } from '@portal/contracts/client';

/** How often the running page asks whether a new build is live (and again whenever the tab becomes visible). */
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** Spec section 9: lifetime of the cookie that stops a chunk-failure reload from looping. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_COOKIE = 'portal-chunk-reload';

/** The build this page was served with: <meta name="portal-build-id"> (the server writes it). */
export function readRunningBuildId(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | null {
  const id = doc?.querySelector('meta[name="portal-build-id"]')?.getAttribute('content')?.trim();
  return id ? id : null;
}

/** GET {ctx}/_build/{buildId}/build-manifest.json?t={ms} (spec section 7: polled with a timestamp query). */
export function buildManifestUrl(buildId: string, now: number, contextPath = getContextPath()): string {
  return `${contextPath}/_build/${encodeURIComponent(buildId)}/build-manifest.json?t=${now}`;
}

/** The live build id a manifest answer names, or null when the answer is not a manifest. */
export function manifestBuildId(body: unknown): string | null {
  const id = (body as Partial<BuildManifest> | null)?.buildId;
  return typeof id === 'string' && id ? id : null;
}

/** Whether the live build differs from the running one (an update to pick up at the next navigation). */
export function isNewBuild(runningId: string | null, liveId: string | null): boolean {
  return !!runningId && !!liveId && runningId !== liveId;
}

let updateReadyFor: string | null = null;

/** The id of a newer build, once a poll found one (null while the page is current). */
export function pendingBuildUpdate(): string | null {
  return updateReadyFor;
}

/** For tests and for a page that has just reloaded: forget the pending update. */
export function clearBuildUpdate() {
  updateReadyFor = null;
}

/** One check: fetch the manifest (no cache, no session-timer reset, no loading overlay). */
export async function checkForBuildUpdate(runningId: string, fetchFn: typeof fetch = fetch, now = Date.now()): Promise<boolean> {
  try {
    const res = await fetchFn(buildManifestUrl(runningId, now), { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return false;
    const live = manifestBuildId(await res.json());
    if (isNewBuild(runningId, live)) {
      updateReadyFor = live;
      return true;
    }
  } catch {
    // offline or a server restart: ask again at the next tick
  }
  return false;
}

/** Polls every 60 s and whenever the tab becomes visible; returns the clean-up. Does nothing without a build id. */
export function startBuildUpdatePolling(doc: Document = document): () => void {
  const runningId = readRunningBuildId(doc);
  if (!runningId) return () => undefined;
  const tick = () => {
    if (updateReadyFor) return;
    void checkForBuildUpdate(runningId).then((found) => {
      // visible to styles and tests: <html data-build-update="pending">
      if (found) doc.documentElement.dataset.buildUpdate = 'pending';
    });
  };
  const id = setInterval(tick, BUILD_POLL_INTERVAL_MS);
  const onVisible = () => doc.visibilityState === 'visible' && tick();
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(id);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/** Same-tab, unmodified, left click on a same-origin link to another path: a navigation we may take over. */
export function fullLoadTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'> | null,
  location: Pick<Location, 'origin' | 'pathname'>,
): string | null {
  if (!anchor || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Once an update is pending, the next navigation that changes the path is a full page load (spec
 * section 4). Link clicks are taken over before the router sees them (capture phase); navigations
 * from code are caught by `reloadIfUpdated` after the router moved.
 */
export function startFullLoadOnUpdate(win: Window = window): () => void {
  const onClick = (e: MouseEvent) => {
    if (!updateReadyFor) return;
    const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const target = fullLoadTarget(e, anchor, win.location);
    if (!target) return;
    e.preventDefault();
    e.stopPropagation();
    win.location.assign(target);
  };
  win.document.addEventListener('click', onClick, true);
  return () => win.document.removeEventListener('click', onClick, true);
}

/** Called after the router changed the path: with an update pending, load the new page from the server. */
export function reloadIfUpdated(win: Window = window): boolean {
  if (!updateReadyFor) return false;
  win.location.reload();
  return true;
}

export function hasChunkReloadGuard(cookieString: string): boolean {
  return cookieString.split(';').some((c) => c.trim().startsWith(`${CHUNK_RELOAD_COOKIE}=`));
}

/** The guard cookie: lives 10 000 ms (max-age is in seconds), for the whole site under the context path. */
export function chunkReloadGuardCookie(contextPath = getContextPath()): string {
  return `${CHUNK_RELOAD_COOKIE}=1; Max-Age=${CHUNK_RELOAD_GUARD_MS / 1000}; Path=${contextPath || '/'}; SameSite=Lax`;
}

/** The address of a router path for a full load: the context path in front, unless it is already there. */
export function fullLoadUrl(targetPath: string, contextPath = getContextPath()): string {
  const path = targetPath.startsWith('/') ? targetPath : '/' + targetPath;
  if (contextPath && (path === contextPath || path.startsWith(contextPath + '/'))) return path;
  return withContextPath(path, contextPath);
}

/**
 * A page chunk failed to load (spec section 4): do a full load of the target route once. If the
 * guard cookie is there (a reload happened less than 10 s ago) return false, and the caller shows
 * its error with a retry; otherwise set the cookie, start the load and return true.
 * `targetPath` is the router path (without the context path), with its query and hash if any.
 */
export function reloadAfterChunkFailure(
  targetPath: string,
  env: { doc: Pick<Document, 'cookie'>; location: Pick<Location, 'assign'> } = { doc: document, location: window.location },
): boolean {
  if (hasChunkReloadGuard(env.doc.cookie)) return false;
  env.doc.cookie = chunkReloadGuardCookie();
  env.location.assign(fullLoadUrl(targetPath));
  return true;
}
