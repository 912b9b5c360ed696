import { adminRoutes, normaliseMenuUrl, routes } from '@portal/contracts';

const knownPaths = new Set([...routes, ...adminRoutes].map((r) => r.path.toLowerCase()));

/** True for a path of shared/contracts/routes.txt or of the back office (admin/routes.ts) (query, fragment and trailing slash ignored). */
export function isKnownRoute(pathname: string): boolean {
  return knownPaths.has(normaliseMenuUrl(pathname).toLowerCase());
}
