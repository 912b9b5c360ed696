import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteArea } from '@portal/contracts/client';
import { useSession } from '@portal/session';
import { ReadyPage, Spinner } from './pages';

export interface AreaAppProps {
  /** The route pattern from routes.txt that matched (canonical case). */
  routePath: string;
}

export type PageMap = Record<string, LazyExoticComponent<ComponentType> | ComponentType>;

/**
 * What every remote exposes as `./App`: it renders the built page for the route, or the honest
 * /ready page while that page is not built. The wrapper marks which remote (and build) rendered it.
 */
export function createAreaApp(area: RemoteArea, pages: PageMap): ComponentType<AreaAppProps> {
  function AreaApp({ routePath }: AreaAppProps) {
    const storeId = useSession((s) => s.instanceId);
    const Page = pages[routePath];
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
