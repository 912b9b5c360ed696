import { lazy, Suspense } from 'react';
import { useSession } from '@portal/session';

/**
 * Page-satisfaction box (만족도 조사), shown after the content where the page's menu has
 * menuUseSatisfaction (the last item of the breadcrumb call, spec sections 2 and 3). The form itself
 * is a lazy chunk: pages without the box (the main page among them) never download it.
 */
const SatisfactionForm = lazy(() => import('./SatisfactionForm'));

/** The box as the layouts render it, after the content (not in the empty layout). */
export function SatisfactionBox() {
  const { menuId, menuUseSatisfaction } = useSession((s) => s.satisfaction);
  if (!menuUseSatisfaction || !menuId) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionForm key={menuId} menuId={menuId} />
    </Suspense>
  );
}
