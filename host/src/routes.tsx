import type { RouteObject } from '@portal/router';
import { useLocation } from '@portal/router';
import { routes, routeValidationMessage, validateRoute, type RouteDef } from '@portal/contracts/client';
import { ErrorPage, NotFoundPage } from '@portal/ui';
import { Layout } from './shell/Layout';
import { Root } from './shell/Root';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { hostPages } from './pages';
import { AiGate, RuleGate } from './shell/navigation/gates';
import { RouteError } from './shell/navigation/RouteError';
import { adminRoutePath } from './shell/navigation/admin-path';

function RouteContent({ route }: { route: RouteDef }) {
  const { pathname, search } = useLocation();
  // spec section 2: a route may validate its request; failure → 404 'Page Not Found: {path}'
  if (!validateRoute(pathname, search)) {
    return (
      <div className="area-root" data-remote="host">
        <ErrorPage status={404} detail={routeValidationMessage(pathname)} />
      </div>
    );
  }
  const HostPage = route.area === 'host' ? hostPages[route.path] : undefined;
  return route.area === 'host' ? (
    <div className="area-root" data-remote="host" data-page-built={HostPage ? 'true' : 'false'}>
      {HostPage ? <HostPage routePath={route.path} /> : null}
    </div>
  ) : (
    <RemoteOutlet area={route.area} routePath={route.path} />
  );
}

function RoutePage({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  return (
    <Layout name={route.layout}>
      <AiGate pathname={pathname}>
        <RuleGate pathname={pathname}>
          <RouteContent route={route} />
        </RuleGate>
      </AiGate>
    </Layout>
  );
}

/**
 * A back-office page: the backoffice remote draws the whole frame (its own antd layout, landmarks and
 * skip link) and knows its own pages, an unknown one included (its Page not found), so the public
 * shell carries no back-office table (issue 34: no public route's JavaScript grows).
 */
function AdminPage() {
  const { pathname } = useLocation();
  return (
    <div className="layout layout--admin" data-layout="admin">
      <RemoteOutlet area="backoffice" routePath={adminRoutePath(pathname)} />
    </div>
  );
}

function Unmatched() {
  const { pathname } = useLocation();
  return (
    <Layout name="default">
      {/* unmatched paths get the route-rule check too: an alias such as /dscsn redirects, not 404s */}
      <RuleGate pathname={pathname} holdForRule>
        <div className="area-root" data-remote="host">
          <NotFoundPage path={pathname} />
        </div>
      </RuleGate>
    </Layout>
  );
}

/** Every route of routes.txt inside its area and layout, the back office's under /admin; anything else is 'Page not found'. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...routes.map((route) => ({
          path: route.path,
          element: <RoutePage route={route} />,
          errorElement: <RouteError layout={route.layout} />,
        })),
        ...['/admin', '/admin/*'].map((path) => ({ path, element: <AdminPage />, errorElement: <RouteError /> })),
        { path: '*', element: <Unmatched />, errorElement: <RouteError /> },
      ],
    },
  ];
}
