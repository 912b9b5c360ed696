/** /login with the page to come back to (not from the membership pages themselves, nor from home). */
export function loginHref(pathname: string, search: string): string {
  if (pathname === '/' || /^\/(login|join)(\/|$)/.test(pathname)) return '/login';
  return `/login?returnUrl=${encodeURIComponent(pathname + search)}`;
}
