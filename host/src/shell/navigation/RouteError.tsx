import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from '@portal/router';
import type { LayoutName } from '@portal/contracts/client';
import { ErrorPage } from '@portal/ui';
import { Layout } from '../Layout';
import { describeError } from './errors';

/**
 * The error handler of the router (spec sections 2 and 8): an error thrown while a route mounts is
 * logged (without personal data: the message only) and shown as the generic error page inside the
 * layout; 404 is 'Page Not Found', anything else 'Internal Server Error' unless the error carries its
 * own status message.
 */
export function RouteError({ layout = 'default' }: { layout?: LayoutName }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const info = describeError(error, isRouteErrorResponse(error));
  useEffect(() => {
    console.error(`[portal] error while showing ${pathname}: ${info.log}`);
  }, [error, pathname, info.log]);
  return (
    <Layout name={layout}>
      <div className="area-root" data-remote="host">
        <ErrorPage status={info.status} statusMessage={info.statusMessage} detail={info.message} />
      </div>
    </Layout>
  );
}
