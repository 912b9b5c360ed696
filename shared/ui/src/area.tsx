import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaRoutePaths, RemoteArea } from '@portal/contracts/client';
import { useSession } from '@portal/session';
import { ReadyPage, Spinner } from './pages';

export interface AreaAppProps {
  /** The route pattern from routes.txt that matched (canonical case). */
  routePath: string;
}

type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;
/** The built pages of an area, keyed by its routes in routes.txt: a key that is not one of them fails tsc. */
export type PageMap<A extends RemoteArea = RemoteArea> = Partial<Record<AreaRoutePaths[A], PageComponent>>;

/**
 * What every remote exposes as `./App`: it renders the built page for the route, or the honest
 * /ready page while that page is not built. The wrapper marks which remote (and build) rendered it.
 */
export function createAreaApp<A extends RemoteArea>(area: A, pages: PageMap<A>): ComponentType<AreaAppProps> {
  function AreaApp({ routePath }: AreaAppProps) {
    const storeId = useSession((s) => s.instanceId);
    const Page = (pages as Partial<Record<string, PageComponent>>)[routePath];
    return (
      <div
        className="area-root"
        data-remote={area}
        data-build-tag={__PORTAL_BUILD_TAG__}
        data-session-store-id={storeId}
        data-page-built={Page ? 'true' : 'false'}
      >
        <Suspense fallback={<Spinner />}>{Page ? <Page /> : <ReadyPage path={routePath} />}</Suspense>
      </div>
    );
  }
  AreaApp.displayName = `AreaApp(${area})`;
  return AreaApp;
}
