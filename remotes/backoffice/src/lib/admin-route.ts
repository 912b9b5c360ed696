import { adminRouteAllows, adminRoutes, type AdminRouteDef } from '@portal/contracts/client';

export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin';
const SITE = '법률구조 플랫폼 직원 업무';

export const adminRoute = (path: string): AdminRouteDef | undefined => adminRoutes.find((r) => r.path === path);

/** The document title of a back-office page. */
export const adminTitle = (title: string) => `${title} | ${SITE}`;

/** The pages a staff member's roles may open, for the menu. */
export const menuRoutes = (roles: readonly string[]) => adminRoutes.filter((r) => r.group && adminRouteAllows(r, roles));

/** Where the sign-in sends back to: a back-office page, else the home queues. */
export function adminReturnUrl(value: string | null): string {
  if (!value || !/^\/admin(?:[/?#]|$)/.test(value) || value.startsWith(LOGIN_PATH) || /[\u0000-\u001f\\]/.test(value)) return HOME_PATH;
  return value;
}

export const loginPathFor = (pathname: string, search: string, why?: 'expired') =>
  `${LOGIN_PATH}?returnUrl=${encodeURIComponent(pathname + search)}${why ? `&reason=${why}` : ''}`;
