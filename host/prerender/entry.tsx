// The shell for the server (bundled for Node by prerender/build.mjs into dist/.ssr/host.mjs):
// - renderMainPage(): '/' at build time (dist/prerender/main.html);
// - renderPage(): any route on request, with the route's remote rendered by that remote's own server
//   build (the server loads it from the version folder the registry names and passes it in);
// - shared: the singletons a remote's server build requires, the same instances the shell renders with.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as zustand from 'zustand';
import * as reactQuery from '@tanstack/react-query';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import * as session from '@portal/session';
import * as router from '@portal/router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@portal/router/server';
import type { MenuItem } from '@portal/contracts/client';
import type { AreaAppProps } from '@portal/ui';
import { buildRoutes } from '../src/routes';
import { ServerRenderContext, type ServerRender } from '../src/remotes/server-render';
import { breadcrumbList, gnb, siteMap } from '../src/api';

export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  zustand,
  '@tanstack/react-query': reactQuery,
  '@portal/session': session,
  '@portal/router': router,
};

/** '/' at build time: no remote, no data (its latest notices load in the browser). */
export function renderMainPage(): Promise<string> {
  return renderOnce('/', '', { app: null, Provider: React.Fragment });
}

export interface RenderInput {
  /** Path and query of the page, without the context path. */
  url: string;
  contextPath: string;
  /** The route's remote app from its server build, when it renders this route's page; else null (frame only). */
  app: (React.ComponentType<AreaAppProps> & { serverRendered?: ReadonlySet<string> }) | null;
}

export interface RenderOutput {
  /** The markup inside <div id="root">. */
  html: string;
  /** Whether the remote's page content is in it (false: the frame with the loading state). */
  rendered: boolean;
  /** The answers the page's queries got, for the browser's cache. */
  queries: DehydratedState | null;
  session: session.SessionSeed;
  title: string;
}

/** At most this many render passes: each pass may discover queries whose input came from the one before. */
const MAX_PASSES = 4;
/** A pass that takes longer (a page waiting on something that never comes) is abandoned. */
const RENDER_TIMEOUT_MS = 5000;

let routes: ReturnType<typeof buildRoutes> | null = null;
/** One static handler per context path: building one flattens and ranks every route (a sixth of a render's CPU when made per request). */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
let queue: Promise<unknown> = Promise.resolve();

/** One render at a time: the session store's server snapshot belongs to the render in progress. */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

const quietly = <T,>(p: Promise<T>) => p.then((v) => v, () => null);

async function sessionSeed(url: string): Promise<session.SessionSeed> {
  const pathname = url.split(/[?#]/, 1)[0];
  const breadcrumbsFor = session.breadcrumbLookupPath(pathname);
  const [menus, map, crumbs] = await Promise.all([quietly(gnb()), quietly(siteMap()), quietly(breadcrumbList(breadcrumbsFor))]);
  const list = (v: unknown) => (Array.isArray(v) ? (v as MenuItem[]) : []);
  return { gnb: list(menus), siteMap: list(map), breadcrumbs: list(crumbs), breadcrumbsFor };
}

/** Markup a part of which suspended comes out of line, with a script that swaps it in later. */
const outOfLine = (html: string) => html.includes('<script') || html.includes('<template');

/**
 * A render whose markup reads in order: a part that suspended the first time (a lazy module loading)
 * is loaded by the next render, which then renders it in place.
 */
async function renderOnce(url: string, contextPath: string, server: ServerRender): Promise<string> {
  let html = '';
  for (let i = 0; i < 3; i++) {
    html = await renderTree(url, contextPath, server);
    if (!outOfLine(html)) return html;
  }
  throw new Error(`server render: ${url} still suspends after 3 renders`);
}

async function renderTree(url: string, contextPath: string, server: ServerRender): Promise<string> {
  routes ??= buildRoutes();
  const basename = contextPath || '/';
  let handler = handlers.get(basename);
  if (!handler) handlers.set(basename, (handler = createStaticHandler(routes, { basename })));
  const context = await handler.query(new Request(`http://localhost${contextPath}${url}`));
  if (context instanceof Response) throw new Error(`server render: ${url} answered ${context.status}`);
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <ServerRenderContext.Provider value={server}>
      <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
    </ServerRenderContext.Provider>,
    // a large part is otherwise sent out of line for streaming; this page is sent whole, in order
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return toText(prelude);
}

/**
 * Renders one page for an anonymous visitor. The page's queries are found by rendering: each pass
 * fetches the queries the previous one asked for (through the server's in-process API), until a pass
 * asks for nothing new. A page whose data does not all arrive is rendered as the frame only (the
 * browser then loads it as usual), so the server never sends an error state the browser would not.
 */
export function renderPage(input: RenderInput): Promise<RenderOutput> {
  return serialised(async () => {
    const seed = await sessionSeed(input.url);
    session.setServerSessionSeed(seed);
    try {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
      const Provider = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
      const title = session.pageTitle(seed.breadcrumbs);
      if (input.app) {
        const server: ServerRender = { app: input.app, Provider };
        const tried = new Set<string>();
        for (let pass = 0; pass < MAX_PASSES; pass++) {
          const html = await renderOnce(input.url, input.contextPath, server);
          const all = queryClient.getQueryCache().getAll();
          const failed = all.some((q) => q.state.status === 'error');
          const waiting = all.filter((q) => q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false);
          if (failed) break;
          if (!waiting.length) return { html, rendered: true, queries: dehydrate(queryClient), session: seed, title };
          const fresh = waiting.filter((q) => !tried.has(q.queryHash));
          if (!fresh.length) break;
          for (const q of fresh) tried.add(q.queryHash);
          await Promise.all(fresh.map((q) => q.fetch().catch(() => undefined)));
        }
      }
      const html = await renderOnce(input.url, input.contextPath, { app: null, Provider });
      return { html, rendered: false, queries: null, session: seed, title };
    } finally {
      session.setServerSessionSeed(null);
    }
  });
}
