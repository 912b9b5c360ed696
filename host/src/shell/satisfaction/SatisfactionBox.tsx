import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { LayoutName } from '@portal/contracts/client';
import { useSession } from '@portal/session';

/**
 * Page-satisfaction box (만족도 조사), shown after the content where the page's menu has
 * menuUseSatisfaction (the last item of the breadcrumb call, spec sections 2 and 3). The form itself
 * is a lazy chunk: pages without the box (the main page among them) never download it.
 */
const SatisfactionForm = lazy(() => import('./SatisfactionForm'));

function Box() {
  const { menuId, menuUseSatisfaction } = useSession((s) => s.satisfaction);
  if (!menuUseSatisfaction || !menuId) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionForm key={menuId} menuId={menuId} />
    </Suspense>
  );
}

// How many layout-rendered boxes are mounted (see SatisfactionFallbackSlot).
let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getMounted = () => mounted;

/** The box as the layouts render it, after the content (not in the empty layout). */
export function SatisfactionBox() {
  useEffect(() => {
    mounted++;
    notify();
    return () => {
      mounted--;
      notify();
    };
  }, []);
  return <Box />;
}

/**
 * The route renders this after the page content so the box exists even while a layout does not
 * render <SatisfactionBox /> itself; as soon as one does, this slot renders nothing (never two boxes).
 */
export function SatisfactionFallbackSlot({ layout }: { layout: LayoutName }) {
  const layoutBoxes = useSyncExternalStore(subscribe, getMounted, getMounted);
  if (layout === 'empty' || layoutBoxes > 0) return null;
  return <Box />;
}
