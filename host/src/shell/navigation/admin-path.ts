/** A path of the staff back office (/admin, /admin/…): its own remote and frame, no menu checks. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/i.test(pathname);
