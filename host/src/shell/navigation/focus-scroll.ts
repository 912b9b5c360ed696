import { useEffect, useRef } from 'react';
import { useLocation } from '@portal/router';
import { changeEffects, hashTarget, type Loc } from './rules';

/**
 * Spec section 2: scroll to the top on a route change unless a hash is given (then to its anchor);
 * after a change of PATH (not on the first load, not on query-only or hash-only changes) focus moves
 * to the parent of the first link of the page content, made focusable with tabindex=-1, or to the
 * body when the content has no link. Keyboard and screen-reader users then continue from the top of
 * the new content instead of from a link that no longer exists.
 *
 * "Page content" is the route's content area (`#main-content .area-root`, else `#main-content`), not
 * the header: its first link would always be the skip link. Remote pages load lazily, so the move
 * waits until the content has settled (no loading spinner left), and it is skipped when the visitor
 * has put focus somewhere else meanwhile.
 */

const SETTLE_TIMEOUT_MS = 10_000;

function contentRoot(): HTMLElement | null {
  const main = document.getElementById('main-content');
  return (main?.querySelector<HTMLElement>('.area-root') ?? main) || null;
}

function settled(): boolean {
  const main = document.getElementById('main-content');
  if (!main || !main.firstElementChild) return false;
  return !main.querySelector('.spinner, [data-nav-pending]');
}

/** Calls `fn` once the main content has settled; returns a cancel function. */
function whenSettled(fn: () => void): () => void {
  let done = false;
  let raf = 0;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timeout);
    // one frame later: lazy content of the same commit is in place
    raf = requestAnimationFrame(() => fn());
  };
  const observer = new MutationObserver(() => {
    if (settled()) finish();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const timeout = setTimeout(() => {
    done = true;
    observer.disconnect();
  }, SETTLE_TIMEOUT_MS);
  if (settled()) finish();
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timeout);
    cancelAnimationFrame(raf);
  };
}

const NATIVELY_FOCUSABLE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY|IFRAME)$/;

function focusBody() {
  const body = document.body;
  // body must be focusable to become the sequential-navigation starting point: next Tab = first stop
  if (!body.hasAttribute('tabindex')) {
    body.setAttribute('tabindex', '-1');
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
  }
  body.focus({ preventScroll: true });
}

/** Focus the parent of the first link of the content (made focusable), or the body. */
export function moveFocusToContent(): HTMLElement {
  const root = contentRoot();
  const link = root?.querySelector<HTMLElement>('a[href]');
  const parent = link?.parentElement;
  if (!parent) {
    focusBody();
    return document.body;
  }
  if (!parent.hasAttribute('tabindex') && !NATIVELY_FOCUSABLE.test(parent.tagName)) {
    parent.setAttribute('tabindex', '-1');
    parent.setAttribute('data-nav-focus', '');
  }
  parent.focus({ preventScroll: true });
  return parent;
}

function scrollToHash(hash: string): () => void {
  const id = hashTarget(hash);
  if (!id) return () => {};
  const find = () => document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  find()?.scrollIntoView();
  // again once the content has settled: the anchor may belong to content still loading, or the
  // page arriving above it may have moved it (a slow phone shows the new page after this effect)
  return whenSettled(() => find()?.scrollIntoView());
}

/** Mount once (in Root). */
export function useFocusAndScroll() {
  const location = useLocation();
  const prev = useRef<Loc | null>(null);
  useEffect(() => {
    const next: Loc = { pathname: location.pathname, search: location.search, hash: location.hash, key: location.key };
    const effects = changeEffects(prev.current, next);
    prev.current = next;
    const cleanups: (() => void)[] = [];
    if (effects.scroll === 'top') window.scrollTo(0, 0);
    else if (effects.scroll === 'hash') cleanups.push(scrollToHash(location.hash));
    if (effects.focus) {
      const before = document.activeElement;
      cleanups.push(
        whenSettled(() => {
          const now = document.activeElement;
          // the visitor moved on by themselves (typed in the search box, opened a menu …)
          if (now && now !== before && now !== document.body && now.isConnected) return;
          moveFocusToContent();
        }),
      );
    }
    return () => cleanups.forEach((c) => c());
  }, [location.pathname, location.search, location.hash, location.key]);
}
