import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import type { AccessPageResult, MenuItem, RouteRuleResult } from '@portal/contracts/client';
import { bootSessionSeed, breadcrumbLookupPath, pageTitle, useSession } from '@portal/session';
import { decideRouteOutcome } from './rules';
import { isAdminPath } from './admin-path';
import { setNavState } from './nav-state';
import { accessPage, breadcrumbList, routeRule } from '../../api';

/**
 * Spec section 2: every route change runs the breadcrumb lookup, the access-page check and the server
 * route-rule check. They run together, never before the page renders (the page paints at once; only
 * 'Page not found' waits for the route rule), and a navigation on aborts the calls of the page left.
 *
 * - breadcrumbs: the breadcrumbList call (menuUrl = lookup path) → menu store (content title,
 *   satisfaction info) and document.title; cached per lookup path for the page's lifetime.
 * - access: the accessPage call (menuUrl = path + query) → not allowed: replace-navigate to redirectTo.
 * - route rule: the routeRule call (path) → REDIRECT: replace-navigate inside the SPA;
 *   EXTERNAL: announce the message, then a full page load to the https location. Answers are cached
 *   for a minute (rules change rarely; a rule edit shows within a minute).
 *
 * A failed check is silent and lets the page stay. Redirect chains stop after MAX_HOPS.
 */

const crumbCache = new Map<string, MenuItem[]>();
// a server-rendered page came with its breadcrumbs: the first lookup does not blank and refill them
if (bootSessionSeed) crumbCache.set(bootSessionSeed.breadcrumbsFor, bootSessionSeed.breadcrumbs);
const ruleCache = new Map<string, { result: RouteRuleResult | null; at: number }>();
const RULE_TTL_MS = 60_000;
/** The SitePath limit of the server: longer paths are not asked about. */
const MAX_PATH = 300;
const MAX_HOPS = 3;
/** How long the leaving notice is shown (and read out) before the full page load. */
export const EXTERNAL_NOTICE_MS = 1500;

function applyCrumbs(list: MenuItem[]) {
  useSession.getState().setBreadcrumbs(list);
  document.title = pageTitle(list);
}

function loadBreadcrumbs(pathname: string, signal: AbortSignal): void {
  const menuUrl = breadcrumbLookupPath(pathname);
  const cached = crumbCache.get(menuUrl);
  if (cached) return applyCrumbs(cached);
  // no stale satisfaction box or content title of the page left while this one loads
  useSession.getState().setBreadcrumbs([]);
  breadcrumbList(menuUrl, signal)
    .then((data) => {
      const list = Array.isArray(data) ? data : [];
      crumbCache.set(menuUrl, list);
      if (!signal.aborted) applyCrumbs(list);
    })
    .catch(() => {
      if (!signal.aborted) applyCrumbs([]);
    });
}

function cachedRule(pathname: string): RouteRuleResult | null | undefined {
  const hit = ruleCache.get(pathname);
  return hit && Date.now() - hit.at < RULE_TTL_MS ? hit.result : undefined;
}

function loadRule(pathname: string, signal: AbortSignal): Promise<RouteRuleResult | null> {
  const cached = cachedRule(pathname);
  if (cached !== undefined) return Promise.resolve(cached);
  if (pathname.length > MAX_PATH) return Promise.resolve(null);
  return routeRule(pathname, signal)
    .then((data) => {
      const result = data && typeof data === 'object' && 'action' in data ? data : null;
      ruleCache.set(pathname, { result, at: Date.now() });
      return result;
    })
    .catch(() => null);
}

function loadAccess(menuUrl: string, signal: AbortSignal): Promise<AccessPageResult | null> {
  if (menuUrl.length > MAX_PATH) return Promise.resolve(null);
  return accessPage(menuUrl, signal)
    .then((data) => (data && typeof data === 'object' ? data : null))
    .catch(() => null);
}

interface HopState {
  navHop?: number;
}

/** Runs the checks of spec section 2 on every path change; mount once (in Root). */
export function useRouteChecks() {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  const { pathname } = location;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const { search, state } = latest.current;
    const hop = (state as HopState | null)?.navHop ?? 0;
    // the back office is no menu page: its remote names its pages and the server guards its calls
    if (isAdminPath(pathname)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    setNavState({ pathname, rulePending: cachedRule(pathname) === undefined, external: null });
    loadBreadcrumbs(pathname, signal);
    void Promise.all([loadRule(pathname, signal), loadAccess(pathname + search, signal)]).then(([rule, access]) => {
      if (signal.aborted) return;
      const outcome = decideRouteOutcome(pathname, rule, access);
      if (outcome.kind === 'external') {
        setNavState({ pathname, rulePending: false, external: { location: outcome.location, message: outcome.message } });
        timer = setTimeout(() => window.location.assign(outcome.location), EXTERNAL_NOTICE_MS);
        return;
      }
      if (outcome.kind === 'redirect' && hop < MAX_HOPS) {
        navigate(outcome.to, { replace: true, state: { navHop: hop + 1 } satisfies HopState });
        return;
      }
      setNavState({ pathname, rulePending: false, external: null });
    });
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [pathname, navigate]);
}
