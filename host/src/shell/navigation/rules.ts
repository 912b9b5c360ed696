import type { AccessPageResult, RouteRuleResult } from '@portal/contracts/client';

/**
 * Pure navigation rules of spec section 2 (unit-tested in host/test/navigation-rules.test.ts).
 */

/** True for /ai and every path below it (segment-wise: /aix is not an /ai path). */
export function isAiPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return p === '/ai' || p.startsWith('/ai/');
}

/** /ai… needs a signed-in visitor (spec sections 2 and 6); others go to '/' (history replace). */
export function aiGuard(pathname: string, authKnown: boolean, authenticated: boolean): 'render' | 'wait' | 'redirect' {
  if (!isAiPath(pathname)) return 'render';
  if (!authKnown) return 'wait';
  return authenticated ? 'render' : 'redirect';
}

/** A site path the SPA may navigate to: one leading '/', no scheme, no protocol-relative '//'. */
export function isSitePath(to: unknown): to is string {
  return typeof to === 'string' && /^\/(?![/\\])[^\s]*$/.test(to);
}

/** An address a full page load may leave for: https only. */
export function isExternalUrl(to: unknown): to is string {
  if (typeof to !== 'string') return false;
  try {
    return new URL(to).protocol === 'https:';
  } catch {
    return false;
  }
}

export type RouteOutcome =
  | { kind: 'stay' }
  /** in-app navigation with history replace (route-rule REDIRECT or access page redirect) */
  | { kind: 'redirect'; to: string; reason: 'rule' | 'access' }
  /** full page load after announcing the message */
  | { kind: 'external'; location: string; message: string };

/**
 * What a route change leads to, from the answers of the route-rule and access-page checks (either
 * may be null when its call failed: a failed check never blocks the page). The route rule decides
 * first: it says where a path lives; the page that finally renders gets its own access check.
 */
export function decideRouteOutcome(
  pathname: string,
  rule: RouteRuleResult | null,
  access: AccessPageResult | null,
): RouteOutcome {
  if (rule?.action === 'EXTERNAL' && isExternalUrl(rule.location)) {
    return { kind: 'external', location: rule.location, message: rule.message?.trim() || '외부 누리집으로 이동합니다.' };
  }
  if (rule?.action === 'REDIRECT' && isSitePath(rule.location) && !samePath(rule.location, pathname)) {
    return { kind: 'redirect', to: rule.location, reason: 'rule' };
  }
  if (access && access.allowed === false && isSitePath(access.redirectTo) && !samePath(access.redirectTo, pathname)) {
    return { kind: 'redirect', to: access.redirectTo, reason: 'access' };
  }
  return { kind: 'stay' };
}

function samePath(to: string, pathname: string): boolean {
  return to.split(/[?#]/)[0] === pathname;
}

export interface Loc {
  pathname: string;
  search: string;
  hash: string;
  key?: string;
}

export interface ChangeEffects {
  /** 'top': scroll to the top; 'hash': scroll to the anchor of the hash; 'none': leave the scroll alone. */
  scroll: 'top' | 'hash' | 'none';
  /** Move focus to the parent of the first link of the new content (or to body). */
  focus: boolean;
}

/**
 * Scroll and focus after a location change (spec section 2): scroll to the top on a route change
 * unless a hash is given (then to its anchor); focus moves only when the PATH changed, never on the
 * first load, a query-only or a hash-only change.
 */
export function changeEffects(prev: Loc | null, next: Loc): ChangeEffects {
  const hasHash = next.hash.length > 1;
  if (!prev) return { scroll: hasHash ? 'hash' : 'none', focus: false };
  if (prev.pathname !== next.pathname) return { scroll: hasHash ? 'hash' : 'top', focus: true };
  if (prev.search !== next.search) return { scroll: hasHash ? 'hash' : 'top', focus: false };
  if (prev.hash !== next.hash) return { scroll: hasHash ? 'hash' : 'none', focus: false };
  // the same address again (a link to the page you are on): back to the top, or to the anchor
  if (prev.key !== next.key) return { scroll: hasHash ? 'hash' : 'top', focus: false };
  return { scroll: 'none', focus: false };
}

/** The element id a hash points at ('#a%20b' → 'a b'); null for an empty hash. */
export function hashTarget(hash: string): string | null {
  if (hash.length <= 1) return null;
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
