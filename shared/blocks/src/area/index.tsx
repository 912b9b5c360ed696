// @portal/blocks/area: what every remote exposes as `./App`, and the honest /ready page named from the session's breadcrumbs.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RemoteArea } from '@portal/contracts/client';
import { contentTitle, useSession } from '@portal/session';
import { ReadyPageView, Spinner, type AreaAppProps, type PageComponent, type PageMap } from '@portal/ui';

/** The spec's /ready page: an honest "준비 중" naming the requested page (by default the last breadcrumb). */
export function ReadyPage({ path, name }: { path: string; name?: string }) {
  const crumbs = useSession((s) => s.breadcrumbs);
  // name the page itself (the last crumb), not the section's content title
  return <ReadyPageView path={path} name={name || crumbs[crumbs.length - 1]?.menuName || contentTitle(crumbs) || undefined} />;
}

/**
 * What every remote exposes as `./App`: it renders the built page for the route, or the honest
 * /ready page while that page is not built. The wrapper marks which remote (and build) rendered it.
 */
export type AreaApp = ComponentType<AreaAppProps> & {
  /** Routes whose page the server renders with its data (reading pages that need no visitor session). */
  serverRendered: ReadonlySet<string>;
  /** The key of a route's page files in ssr/page-assets.json when it is not its own page file (a shared lib page). */
  assetKeyOf(route: string): string | undefined;
  /** Fetches a route's page code ahead of its visit (the shell's prefetch); nothing for a route without a page. */
  preload(route: string): Promise<unknown> | undefined;
};

export function createAreaApp<A extends RemoteArea>(
  area: A,
  pages: PageMap<A>,
  options: {
    serverRendered?: readonly NoInfer<keyof PageMap<A> & string>[];
    /** An area with its own page frame (the back office): drawn around every page, built or not. */
    frame?: ComponentType<{ routePath: string; children: ReactNode }>;
  } = {},
): AreaApp {
  const Frame = options.frame ?? (({ children }: { children: ReactNode }) => children);
  function AreaApp({ routePath }: AreaAppProps) {
    const storeId = useSession((s) => s.instanceId);
    const Page = (pages as Partial<Record<string, PageComponent>>)[routePath];
    const page = <Suspense fallback={<Spinner />}>{Page ? <Page /> : <ReadyPage path={routePath} />}</Suspense>;
    return (
      <div
        className="area-root"
        data-remote={area}
        data-build-tag={__PORTAL_BUILD_TAG__}
        data-session-store-id={storeId}
        data-page-built={Page ? 'true' : 'false'}
      >
        <Frame routePath={routePath}>{page}</Frame>
      </div>
    );
  }
  AreaApp.displayName = `AreaApp(${area})`;
  const assetKeyOf = (route: string) => ((pages as Partial<Record<string, { assetKey?: unknown }>>)[route]?.assetKey as string | undefined) ?? undefined;
  const preload = (route: string) => (pages as Partial<Record<string, { preload?: () => Promise<unknown> }>>)[route]?.preload?.();
  return Object.assign(AreaApp, { serverRendered: new Set<string>(options.serverRendered ?? []), assetKeyOf, preload });
}
