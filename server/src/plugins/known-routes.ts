import { normaliseMenuUrl, routes } from '@portal/contracts';

const knownPaths = new Set(routes.map((r) => r.path.toLowerCase()));

/** True for a path of shared/contracts/routes.txt (query, fragment and trailing slash ignored). */
export function isKnownRoute(pathname: string): boolean {
  return knownPaths.has(normaliseMenuUrl(pathname).toLowerCase());
}
