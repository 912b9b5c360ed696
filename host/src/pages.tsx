import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from '@portal/router';
import { ReadyPage } from '@portal/blocks/area';
import { ErrorPage, Spinner } from '@portal/ui';
import { MainPage } from './pages/index';

interface HostPageProps {
  routePath: string;
}

function ReadyRoute() {
  const [params] = useSearchParams();
  const page = params.get('page');
  return <ReadyPage path={page && page.startsWith('/') ? page : '/ready'} />;
}

function ErrorRoute() {
  const [params] = useSearchParams();
  const status = Number(params.get('status')) || 500;
  return <ErrorPage status={status} />;
}

// the signing pages in their own chunks: the main page's JavaScript does not grow (pnpm bench bytes)
const EsignPage = lazy(() => import('./esign/EsignPage'));
const EsignOpenPage = lazy(() => import('./esign/EsignOpenPage'));
const Lazy = ({ Page }: { Page: ComponentType }) => (
  <Suspense fallback={<Spinner label="서명 화면을 불러오는 중입니다" />}>
    <Page />
  </Suspense>
);

/** Host-owned routes (area 'host' in routes.txt). */
export const hostPages: Record<string, ComponentType<HostPageProps>> = {
  '/': MainPage,
  '/ready': ReadyRoute,
  '/error': ErrorRoute,
  '/esign': () => <Lazy Page={EsignPage} />,
  '/esign/open': () => <Lazy Page={EsignOpenPage} />,
};
