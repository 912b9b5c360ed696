import { lazy, memo, Suspense } from 'react';
import { useSession } from '@portal/session';
import { HydrationMark, useExpectHydration } from '../../remotes/server-render';

/**
 * Page-satisfaction box (만족도 조사), shown after the content where the page's menu has
 * menuUseSatisfaction (the last item of the breadcrumb call, spec sections 2 and 3). The form itself
 * is a lazy chunk: pages without the box (the main page among them) never download it.
 */
const SatisfactionForm = lazy(() => import('./SatisfactionForm'));

/**
 * The box as the layouts render it, after the content (not in the empty layout). Memoised and reading
 * plain values: on a server-rendered page its markup waits for the form's chunk, and a re-render
 * reaching it before then would make React drop that markup and paint it again.
 */
export const SatisfactionBox = memo(function SatisfactionBox() {
  const menuId = useSession((s) => s.satisfaction.menuId);
  const menuUseSatisfaction = useSession((s) => s.satisfaction.menuUseSatisfaction);
  const shown = Boolean(menuUseSatisfaction && menuId);
  useExpectHydration('satisfaction', shown);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionForm key={menuId} menuId={menuId} />
      <HydrationMark part="satisfaction" />
    </Suspense>
  );
});
