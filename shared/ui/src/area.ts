import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaRoutePaths, RemoteArea } from '@portal/contracts/client';

// The types of an area's `./App` (createAreaApp of @portal/blocks/area builds it; the host renders it).

export interface AreaAppProps {
  /** The route pattern from routes.txt that matched (canonical case). */
  routePath: string;
}

export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;
/** The built pages of an area, keyed by its routes in routes.txt: a key that is not one of them fails tsc. */
export type PageMap<A extends RemoteArea = RemoteArea> = Partial<Record<AreaRoutePaths[A], PageComponent>>;
