/** A path of the staff back office (/admin, /admin/…): its own remote and frame, no menu checks. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/i.test(pathname);

/**
 * The back-office page a path names, as its page table spells paths (the router matches without
 * regard to case or a trailing slash): '/ADMIN/Cyber/' → '/admin/cyber'. The remote knows its pages;
 * one it does not know gets its Page not found.
 */
export const adminRoutePath = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/admin';
