/** The lookup key of a menuUrl: no query, no fragment (incl. '#common-content'), no trailing slash (spec section 2). */
export function normaliseMenuUrl(url: string): string {
  let p = url.split('#')[0].split('?')[0];
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
