export const AREAS = [
  'host',
  'consultation',
  'application',
  'mypage',
  'search',
  'statute',
  'openapi',
  'membership',
  'center',
  'services',
  'uikit',
  'backoffice',
] as const;
export type Area = (typeof AREAS)[number];
/** Areas served by a module-federation remote (everything but the host shell). */
export const REMOTE_AREAS = AREAS.filter((a) => a !== 'host') as Exclude<Area, 'host'>[];
export type RemoteArea = Exclude<Area, 'host'>;

export const LAYOUTS = [
  'center',
  'default',
  'empty',
  'guide',
  'main',
  'pub2nd',
  'service-pvsn',
  'service-type',
  'service',
  'service2',
  'admin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface RouteDef {
  path: string;
  area: Area;
  layout: LayoutName;
  /** Named in routes.txt but not named in the spec itself. */
  unnamedInSpec?: boolean;
}
