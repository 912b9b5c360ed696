// The first module the host runs (host/src/index.ts imports it before anything else): it tells the
// bundler's runtime where the shell's own lazy chunks live, from the app context path the server
// put into the page (<meta name="app-context-path">, or a boot-time global). The build itself
// names '/' (shared/mf hostConfig), so one host build serves the site root and any sub-path:
// under '/portal' every chunk, CSS file and shared singleton loads from '/portal/static/…'.
//
// Kept free of imports on purpose: importing @portal/http here would pull the HTTP client and the session store into the entry
// chunk. The rule is the same as getContextPath() of @portal/http (a unit test holds them equal).

declare let __webpack_public_path__: string;

/** '' or '/something' (no trailing slash), read like getContextPath() of @portal/http. */
export function readContextPath(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const fromGlobal = (globalThis as { __APP_CONTEXT_PATH__?: string }).__APP_CONTEXT_PATH__;
  const fromMeta = doc?.querySelector('meta[name="app-context-path"]')?.getAttribute('content');
  const raw = (fromGlobal ?? fromMeta ?? '').trim();
  if (!raw || raw === '/') return '';
  return ('/' + raw.replace(/^\/+|\/+$/g, '')).replace(/\/{2,}/g, '/');
}

/** The runtime public path of the shell's chunks: the context path plus '/'. */
export const runtimePublicPath = (doc?: Pick<Document, 'querySelector'>) => readContextPath(doc) + '/';

// Outside a bundle (unit tests in node) the free variable does not exist: leave it alone there.
if (typeof __webpack_public_path__ !== 'undefined' && typeof document !== 'undefined') {
  __webpack_public_path__ = runtimePublicPath();
}
