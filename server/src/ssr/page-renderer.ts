import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { normaliseMenuUrl, routes, type RouteDef } from '@portal/contracts';
import type { Config } from '../config';
import { VISITOR_COOKIE } from '../http/visitor';
import { VIEW_COUNTED_HEADER } from '../kernel/views';
import { RemoteServerApps, type FileSet, type ServerAreaApp } from './remote-server-app';

/** What host/prerender/entry.tsx exports (dist/.ssr/host.mjs). */
interface HostRenderer {
  shared: Record<string, unknown>;
  renderPage(input: { url: string; contextPath: string; app: ServerAreaApp | null }): Promise<{
    html: string;
    rendered: boolean;
    queries: unknown;
    session: unknown;
    title: string;
  }>;
}

/** A page as the server rendered it, with what its HTML needs to link. */
export interface RenderedPage {
  html: string;
  title: string;
  /** The boot data for the browser (session seed, the queries' answers, which page was rendered). */
  boot: Record<string, unknown>;
  /** Stylesheets (site paths) the content needs before it paints. */
  css: string[];
  /** Scripts (site paths) the browser will ask for first: the remote's entry and the page's chunks. */
  preload: string[];
  /** Set-Cookie values the page's calls made (the visitor cookie of a first visit), for the page's answer. */
  setCookies: string[];
  /** The same for every visitor: no call set a cookie or counted a view (such a page may be kept, ssr/render-cache.ts). */
  shared: boolean;
}

/** The page request a render's API calls belong to. */
interface RenderScope {
  /** This browser's visitor token (a view is counted once per visitor, as when the browser asked itself). */
  visitor?: string;
  /** The page request's client address: the page's calls count against its per-address limits, as the browser's own would. */
  address?: string;
  setCookies: string[];
  /** A call's answer differed by visitor (it counted a view). */
  personal: boolean;
}
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{32}$/;

interface RegistryFile {
  remotes?: { name?: unknown; version?: unknown }[];
}

const routeByPath = new Map(routes.map((r) => [r.path.toLowerCase(), r]));
const SAFE_SEGMENT = /^[\w.-]+$/;

/**
 * The host's server build is one module per process, and the browser code in it reads its API base
 * and its fetch from globals: one renderer per process renders (a second app in the same process,
 * as in tests, serves the plain shell).
 */
let processRenderer: PageRenderer | null = null;

type ServerRendering = typeof globalThis & { __PORTAL_SERVER_FETCH__?: typeof fetch; __APP_CONTEXT_PATH__?: string };

/**
 * Server rendering of pages (issue 15): the shell from the host's server build, the route's page from
 * its remote's server build at the version the registry names (read on every request, so a deploy or
 * rollback shows on the next page load). Rendering is for an anonymous visitor; the page's API calls
 * are answered in-process (GET only, no cookies). Any failure leaves the caller the plain shell.
 */
export class PageRenderer {
  private host: Promise<HostRenderer | null> | null = null;
  private readonly scope = new AsyncLocalStorage<RenderScope>();
  private remotes: RemoteServerApps | null = null;

  constructor(
    private readonly config: Config,
    private readonly app: FastifyInstance,
    private readonly log: FastifyBaseLogger,
  ) {}

  private loadHost(): Promise<HostRenderer | null> {
    this.host ??= (async () => {
      const file = path.join(this.config.hostDist, '.ssr', 'host.mjs');
      if (!existsSync(file)) return null;
      if (processRenderer && processRenderer !== this) return null;
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- not an alias: the process-wide record of the one renderer that owns the globals below
      processRenderer = this;
      const g = globalThis as ServerRendering;
      // the browser code's API client reads these: its base path, and how a call is answered here
      g.__APP_CONTEXT_PATH__ = this.config.contextPath;
      g.__PORTAL_SERVER_FETCH__ = (input, init) => this.answer(input, init);
      const mod = (await import(pathToFileURL(file).href)) as HostRenderer;
      this.remotes = new RemoteServerApps(mod.shared);
      return mod;
    })().catch((error: unknown) => {
      this.log.error({ err: error }, 'server rendering unavailable: the host server build did not load');
      return null;
    });
    return this.host;
  }

  /** A page's API call, answered by this server in-process: reading calls only, as an anonymous visitor. */
  private async answer(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    if (method !== 'GET' || !url.startsWith('/')) return new Response('{"message":"서버 렌더링에서는 조회만 합니다."}', { status: 405 });
    const scope = this.scope.getStore();
    const visitor = scope?.visitor ?? scope?.setCookies.map((c) => new RegExp(`^${VISITOR_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);
    const headers: Record<string, string> = { accept: 'application/json' };
    // only the visitor cookie: the render is anonymous (no sign-in session goes along)
    if (visitor && VISITOR_TOKEN.test(visitor)) headers.cookie = `${VISITOR_COOKIE}=${visitor}`;
    const res = await this.app.inject({ method: 'GET', url, headers, ...(scope?.address ? { remoteAddress: scope.address } : {}) });
    if (scope && res.headers[VIEW_COUNTED_HEADER]) scope.personal = true;
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) if (c.startsWith(`${VISITOR_COOKIE}=`) && scope && !scope.setCookies.includes(c)) scope.setCookies.push(c);
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  }

  /** The live version of an area in registry.json's text (read once per page request, by BuildInfo). */
  private registryVersion(registryText: string, area: string): string | null {
    try {
      const registry = JSON.parse(registryText) as RegistryFile;
      const version = registry.remotes?.find((r) => r.name === area)?.version;
      return typeof version === 'string' && SAFE_SEGMENT.test(version) ? version : null;
    } catch {
      return null;
    }
  }

  /** The page at `page` (a known route) with query `search`, or null when it cannot be server-rendered now. */
  /** `registryText`: registry.json as the page handler read it for this request (the versions it names are what renders). */
  async render(page: string, search: string, registryText: string, visitor?: string, address?: string): Promise<RenderedPage | null> {
    const scope: RenderScope = { visitor, address, setCookies: [], personal: false };
    return this.scope.run(scope, () => this.renderIn(scope, page, search, registryText));
  }

  private async renderIn(scope: RenderScope, page: string, search: string, registryText: string): Promise<RenderedPage | null> {
    const route: RouteDef | undefined = routeByPath.get(normaliseMenuUrl(page).toLowerCase());
    if (!route) return null;
    const host = await this.loadHost();
    if (!host || !this.remotes) return null;
    let app: ServerAreaApp | null = null;
    let files: FileSet[] = [];
    let base = '';
    if (route.area !== 'host' && SAFE_SEGMENT.test(route.area)) {
      const version = this.registryVersion(registryText, route.area);
      if (version) {
        base = `/remotes/${route.area}/${version}/`;
        try {
          const remote = await this.remotes.load(path.join(this.config.deployDir, 'remotes', route.area, version));
          if (remote.app.serverRendered?.has(route.path)) {
            app = remote.app;
            const shared = remote.app.assetKeyOf?.(route.path);
            const pageFile = [shared, `${route.path.slice(1)}.tsx`, `${route.path.slice(1)}/index.tsx`].find((k) => k !== undefined && k in remote.assets.pages);
            files = [remote.assets.expose, ...(pageFile ? [remote.assets.pages[pageFile]] : [])];
          }
        } catch (error) {
          // a version without a server build (older than issue 15) or a broken one: the browser renders it
          this.log.warn({ area: route.area, version, err: error }, 'remote server build unavailable');
        }
      }
    }
    const out = await host.renderPage({ url: page + (search ? `?${search}` : ''), contextPath: this.config.contextPath, app });
    const rendered = out.rendered && app !== null;
    const unique = (list: string[]) => [...new Set(list)];
    return {
      html: out.html,
      title: out.title,
      boot: { session: out.session, ...(rendered ? { ssr: { area: route.area, route: route.path }, queries: out.queries } : {}) },
      css: rendered ? unique(files.flatMap((f) => f.css)).map((f) => base + f) : [],
      preload: rendered ? [`${base}remoteEntry.js`, ...unique(files.flatMap((f) => f.js)).map((f) => base + f)] : [],
      setCookies: scope.setCookies,
      shared: !scope.personal && scope.setCookies.length === 0,
    };
  }
}
