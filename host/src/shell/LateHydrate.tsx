import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useHydrating } from '../remotes/server-render';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** At the latest this long after the shell starts, static parts hydrate even if the browser never idles. */
const IDLE_TIMEOUT_MS = 4000;

let ready: Promise<void> | null = null;

/** Settles when the browser first has idle time or the visitor first touches, clicks, types or tabs. */
function idleOrFirstInteraction(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, done, { capture: true, passive: true });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(done, IDLE_TIMEOUT_MS / 2);
  });
  return ready;
}

function Deferred({ children }: { children: ReactNode }) {
  // While hydrating the server's markup, wait: the markup stays as the server sent it (its links are
  // plain links meanwhile). Later renders (client-side navigation) do not wait.
  if (useHydrating() && typeof document !== 'undefined') use(idleOrFirstInteraction());
  return <>{children}</>;
}

/**
 * A static part of a server-rendered page (banner, footer, link lists), given as a component without
 * props: it hydrates when the browser is idle or at the first interaction, after the interactive parts,
 * so a slow phone spends its first seconds on what the visitor can use. Memoised: a re-render of the
 * page around it must not reach it before it has hydrated (React would then drop the server's markup).
 */
export const LateHydrate = memo(function LateHydrate({ part: Part }: { part: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Deferred>
        <Part />
      </Deferred>
    </Suspense>
  );
});
