/**
 * App context path (spec section 3): a boot-time global or <meta name="app-context-path">,
 * default empty. Normalised to '' or '/something' without a trailing slash.
 */
export function getContextPath(doc: Document | undefined = globalThis.document): string {
  const fromGlobal = (globalThis as { __APP_CONTEXT_PATH__?: string }).__APP_CONTEXT_PATH__;
  const fromMeta = doc?.querySelector('meta[name="app-context-path"]')?.getAttribute('content');
  const raw = (fromGlobal ?? fromMeta ?? '').trim();
  if (!raw || raw === '/') return '';
  return ('/' + raw.replace(/^\/+|\/+$/g, '')).replace(/\/{2,}/g, '/');
}

/** Prefix a site path with the context path. */
export function withContextPath(path: string, contextPath = getContextPath()): string {
  return contextPath + (path.startsWith('/') ? path : '/' + path);
}
