import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { withDemoBanner } from './demo-banner';

export interface BuildState {
  /** What the browser compares: changes with the host build and with every remote deploy/rollback. */
  buildId: string;
  /** Hash of the host's index.html as built (its script names carry content hashes); 'none' without a host. */
  hostBuild: string;
  registryUpdatedAt: string;
  /** index.html as built (before the server's meta tags), or null when no host is installed. */
  html: string | null;
  /** index.html with the main page (/) prerendered at build time in it, or null when the build has none. */
  mainHtml: string | null;
  /** The web font files (dist-relative) preloaded for visitors that have them cached, or null. */
  fonts: FontFiles | null;
  /** prerender/boot-assets.json of the host build (the shell's first stylesheets and scripts), or null. */
  bootAssets: string | null;
  /** registry.json as read for this state ('' when nothing is deployed): server rendering reads the live versions from it. */
  registryText: string;
}

export interface FontFiles {
  400: string;
  700: string;
}

/** Set by the shell once the web font is in the browser's cache (shared/ui/src/fonts.ts). */
export const FONTS_COOKIE = 'portal_fonts';

const EPOCH = new Date(0).toISOString();
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** What changes when a file is written or replaced (a rename gives another inode); '-' when there is none. */
async function fileStamp(file: string): Promise<string> {
  try {
    const s = await stat(file, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  } catch {
    return '-';
  }
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The running build (spec sections 4 and 7): the host build plus the live registry of remote
 * versions. The files are looked at (stat) on every call and read again when one of them changed, so
 * deploying or rolling back a remote, or swapping the host's index.html, changes the id at once,
 * with no restart, on every replica; a request in between costs four stats, not four reads, two
 * hashes and the main page's assembly.
 */
export class BuildInfo {
  private last: { stamp: string; state: Promise<BuildState> } | null = null;

  constructor(
    private readonly hostDist: string,
    private readonly deployDir: string,
  ) {}

  async current(): Promise<BuildState> {
    const stamp = (await Promise.all(this.files().map(fileStamp))).join('|');
    if (this.last?.stamp !== stamp) {
      const state = this.read();
      this.last = { stamp, state };
      // a failed read is not kept: the next request reads again
      state.catch(() => {
        if (this.last?.state === state) this.last = null;
      });
    }
    return this.last.state;
  }

  private files(): string[] {
    return [
      path.join(this.hostDist, 'index.html'),
      path.join(this.deployDir, 'registry.json'),
      path.join(this.hostDist, 'prerender', 'main.html'),
      path.join(this.hostDist, 'prerender', 'boot-assets.json'),
    ];
  }

  private async read(): Promise<BuildState> {
    const [html, registry, mainFragment, bootAssets] = await Promise.all(this.files().map(readOrNull));
    const registryText = registry ?? '';
    const hostBuild = html === null ? 'none' : sha(html).slice(0, 12);
    let registryUpdatedAt = EPOCH;
    try {
      const parsed = JSON.parse(registryText) as { updatedAt?: unknown };
      if (typeof parsed.updatedAt === 'string') registryUpdatedAt = parsed.updatedAt;
    } catch {
      // no registry yet (nothing deployed): the empty registry's time
    }
    const buildId = sha(`${hostBuild}\n${registryText}`).slice(0, 16);
    const mainHtml = html !== null && mainFragment !== null && bootAssets !== null ? withPrerender(html, mainFragment, bootAssets) : null;
    return { buildId, hostBuild, registryUpdatedAt, html, mainHtml, fonts: fontFiles(bootAssets), bootAssets, registryText };
  }
}

const SAFE_FILE = /^[\w./-]+$/;

/**
 * On the prerendered main page the shell's script starts after the first paint (the markup is
 * already usable): the page paints at once on a slow phone instead of after the script downloads.
 * The inline loader never changes, so the Content-Security-Policy allows exactly it by hash.
 */
export const PAINT_FIRST_LOADER =
  "(function(){var m=document.querySelector('meta[name=\"portal-boot\"]');if(!m)return;requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.src=m.content;document.body.appendChild(s)},0)})})();";
export const PAINT_FIRST_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64')}'`;

function fontFiles(bootAssetsJson: string | null): FontFiles | null {
  if (!bootAssetsJson) return null;
  try {
    const f = (JSON.parse(bootAssetsJson) as { fonts?: Record<string, unknown> }).fonts;
    const r = f?.['400'], b = f?.['700'];
    return typeof r === 'string' && typeof b === 'string' && SAFE_FILE.test(r) && SAFE_FILE.test(b) ? { 400: r, 700: b } : null;
  } catch {
    return null;
  }
}

/**
 * The <head> part that gives a returning visitor Pretendard GOV from its cache before the first
 * paint: preloads and @font-face with font-display: optional (never a swap after painting).
 */
export function fontHead(fonts: FontFiles, contextPath: string): string {
  const face = (weight: 400 | 700) =>
    `@font-face{font-family:'Pretendard GOV';font-style:normal;font-weight:${weight};font-display:optional;src:url('${contextPath}/${fonts[weight]}') format('woff2')}`;
  const preload = (weight: 400 | 700) => `<link rel="preload" href="/${fonts[weight]}" as="font" type="font/woff2" crossorigin>`;
  return `${preload(400)}${preload(700)}<style>${face(400)}${face(700)}</style>`;
}

/**
 * index.html with the prerendered main page inside <div id="root"> and the first render's
 * stylesheets in <head>, so '/' paints styled before any script runs (the browser then hydrates
 * that very markup: host/src/bootstrap.tsx). Null when the template or the asset list does not fit.
 */
export function withPrerender(html: string, fragment: string, bootAssetsJson: string, page?: ServerPage): string | null {
  let css: string[];
  try {
    const parsed = JSON.parse(bootAssetsJson) as { css?: unknown };
    css = Array.isArray(parsed.css) ? parsed.css.filter((f): f is string => typeof f === 'string' && SAFE_FILE.test(f) && f.endsWith('.css')) : [];
  } catch {
    return null;
  }
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) return null;
  const boot = /<script defer(?:="defer")? src="(\/[\w./-]+\.js)"><\/script>/.exec(html);
  if (!boot) return null;
  const links = css.map((f) => `<link rel="stylesheet" href="/${f}">`).join('');
  // a server-rendered page: its remote's stylesheets, its first scripts fetched early, its title and boot data
  const pageLinks = page
    ? page.css.filter(isSitePath).map((f) => `<link rel="stylesheet" href="${f}">`).join('') +
      page.preload.filter(isSitePath).map(preloadLink).join('')
    : '';
  const bootData = page ? `<script type="application/json" id="portal-boot">${jsonForScript(page.boot)}</script>` : '';
  let out = html
    .replace('</head>', () => `${links}${pageLinks}<meta name="portal-boot" content="${boot[1]}"></head>`)
    .replace(boot[0], `<script>${PAINT_FIRST_LOADER}</script>`)
    .replace(root, () => `<div id="root" data-prerendered="">${fragment}</div>${bootData}`);
  if (page?.title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  return out;
}

/** What a server-rendered page adds to index.html besides its markup (server/src/ssr/page-renderer.ts). */
export interface ServerPage {
  title: string;
  boot: Record<string, unknown>;
  /** Site paths (no context path) of stylesheets to link. */
  css: string[];
  /** Site paths of scripts to fetch early. */
  preload: string[];
}

/**
 * The remote's entry and chunks are classic scripts (the federation and rspack runtimes add them as
 * <script> without crossorigin): `preload as=script` is their very request. A `modulepreload` would be
 * fetched in module (CORS) mode and then fetched again by the runtime (measured: every file twice).
 */
const preloadLink = (f: string) => `<link rel="preload" as="script" href="${f}">`;
const isSitePath = (f: string) => /^\/(?!\/)[\w./-]+\.(css|js)$/.test(f);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page as served: index.html with `<meta name="app-context-path">` and `<meta name="portal-build-id">`
 * (replacing any the template carries), the web font's <head> part for a visitor that has it cached
 * (`fonts`), and, under a context path, its own root-relative URLs (src/href/action="/…") prefixed,
 * so `/static/js/main.js` loads from `/portal/static/js/main.js`. A demonstration deployment's pages
 * get its banner (demo-banner.ts).
 */
export function renderShell(
  template: string,
  {
    contextPath,
    buildId,
    fonts = null,
    demo = false,
  }: { contextPath: string; buildId: string; fonts?: FontFiles | null; /** PORTAL_DEMO=1: the demonstration banner first in <body>. */ demo?: boolean },
): string {
  let html = fonts ? template.replace('</head>', `${fontHead(fonts, contextPath)}</head>`) : template;
  html = html.replace(/[ \t]*<meta\s+name=["'](?:app-context-path|portal-build-id)["'][^>]*>[ \t]*\r?\n?/gi, '');
  const metas = `<meta name="app-context-path" content="${escapeAttr(contextPath)}" /><meta name="portal-build-id" content="${escapeAttr(buildId)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  const anchor = charset ?? head;
  html = anchor ? html.slice(0, anchor.index + anchor[0].length) + metas + html.slice(anchor.index + anchor[0].length) : metas + html;
  if (contextPath) {
    html = html.replace(/<meta name="portal-boot" content="(\/(?!\/)[^"]*)"/, (m, url: string) =>
      url.startsWith(contextPath + '/') ? m : `<meta name="portal-boot" content="${contextPath}${url}"`,
    );
    // (a server-rendered page's links already carry it: the router renders them under its basename)
    const prefixed = new RegExp(`^${contextPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#"']|$)`);
    html = html.replace(/(\s(?:src|href|action)=)(["'])\/(?!\/)/gi, (m, attr: string, q: string, offset: number) => {
      const rest = html.slice(offset + m.length - 1);
      return prefixed.test(rest) ? m : `${attr}${q}${contextPath}/`;
    });
  }
  return demo ? withDemoBanner(html) : html;
}
