// Where a sign-in comes back to: shared by the shell's 로그인 link, the pages that meet a 401 and the login page.

/** The return address of a login: a site path with a single leading '/', else '/'. */
export function safeReturnUrl(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

/** /login with the page to come back to (not from the membership pages themselves, nor from home). */
export function loginHref(pathname: string, search = ''): string {
  if (pathname === '/' || /^\/(login|join)(\/|$)/.test(pathname)) return '/login';
  return `/login?returnUrl=${encodeURIComponent(pathname + search)}`;
}
