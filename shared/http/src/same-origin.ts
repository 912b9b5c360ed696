/**
 * Whether `url` (absolute, or relative to `pageHref`) is on the page's own origin. The client sends
 * the XSRF-TOKEN cookie as X-XSRF-TOKEN only then (spec section 7): a token must never leave for a
 * third-party address.
 */
export function isSameOrigin(url: string | undefined, pageHref: string | undefined): boolean {
  if (!pageHref) return false;
  try {
    const page = new URL(pageHref);
    return new URL(url ?? '', page).origin === page.origin;
  } catch {
    return false;
  }
}
