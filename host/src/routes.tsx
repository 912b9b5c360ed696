import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { routes, type RouteDef } from '@portal/contracts/client';
import { NotFoundPage } from '@portal/ui';
import { Layout } from './shell/Layout';
import { Root } from './shell/Root';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { hostPages } from './pages';

function RoutePage({ route }: { route: RouteDef }) {
  const HostPage = route.area === 'host' ? hostPages[route.path] : undefined;
  return (
    <Layout name={route.layout}>
      {route.area === 'host' ? (
        <div className="area-root" data-remote="host">
          {HostPage ? <HostPage routePath={route.path} /> : null}
        </div>
      ) : (
        <RemoteOutlet area={route.area} routePath={route.path} />
      )}
    </Layout>
  );
}

function Unmatched() {
  const { pathname } = useLocation();
  return (
    <Layout name="default">
      <div className="area-root" data-remote="host">
        <NotFoundPage path={pathname} />
      </div>
    </Layout>
  );
}

/** Every route of routes.txt inside its area and layout; anything else is 'Page not found'. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        ...routes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: '*', element: <Unmatched /> },
      ],
    },
  ];
}
