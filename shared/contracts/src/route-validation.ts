/**
 * Route validation step (spec section 2): a route may validate its request before it renders; a
 * failure shows the not-found page with status 404 and 'Page Not Found: {path}'. The browser and the
 * server's page handler both call this, so the status and the page agree. (Rules: see the shell issue.)
 */
export function validateRoute(_path: string, _search: URLSearchParams): boolean {
  return true;
}
