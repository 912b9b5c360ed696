import type { ComponentType } from 'react';
import { useSearchParams } from '@portal/router';
import { ReadyPage } from '@portal/blocks/area';
import { ErrorPage } from '@portal/ui';
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

/** Host-owned routes (area 'host' in routes.txt). /esign pages are not built yet: honest /ready. */
export const hostPages: Record<string, ComponentType<HostPageProps>> = {
  '/': MainPage,
  '/ready': ReadyRoute,
  '/error': ErrorRoute,
  '/esign': ({ routePath }) => <ReadyPage path={routePath} />,
  '/esign/open': ({ routePath }) => <ReadyPage path={routePath} />,
};
