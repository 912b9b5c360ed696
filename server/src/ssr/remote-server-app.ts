import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

/** A remote's server build (ssr/app.cjs of one version folder) once evaluated, with the files of its browser build. */
export interface RemoteServerApp {
  app: ServerAreaApp;
  assets: PageAssets;
}

export type ServerAreaApp = ((props: { routePath: string }) => unknown) & {
  serverRendered?: ReadonlySet<string>;
  /** The key of a route's files in ssr/page-assets.json when its page is a shared module (shared/blocks/src/area). */
  assetKeyOf?(route: string): string | undefined;
};

export interface FileSet {
  js: string[];
  css: string[];
}

/** ssr/page-assets.json: the `./App` expose's files and each page file's chunk group (shared/mf/src/page-assets.mjs). */
export interface PageAssets {
  expose: FileSet;
  pages: Record<string, FileSet>;
}

const SAFE_FILE = /^static\/(js|css)\/[\w.-]+\.(js|css)$/;

function fileSet(value: unknown): FileSet {
  const v = value as Partial<FileSet> | null;
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((f): f is string => typeof f === 'string' && SAFE_FILE.test(f)) : []);
  return { js: list(v?.js), css: list(v?.css) };
}

function parseAssets(text: string): PageAssets {
  const raw = JSON.parse(text) as { expose?: unknown; pages?: Record<string, unknown> };
  const pages: Record<string, FileSet> = {};
  for (const [key, value] of Object.entries(raw.pages ?? {})) pages[key] = fileSet(value);
  return { expose: fileSet(raw.expose), pages };
}

/**
 * Loads remote server builds, one evaluation per version folder (its files never change: a new build
 * is a new folder). The build's `require` of a shared singleton gets the host's instance, as module
 * federation shares them in the browser; it may require nothing else. Keeps the latest few versions.
 */
export class RemoteServerApps {
  private readonly loaded = new Map<string, Promise<RemoteServerApp>>();

  constructor(
    private readonly shared: Record<string, unknown>,
    private readonly keep = 24,
  ) {}

  load(versionDir: string): Promise<RemoteServerApp> {
    let hit = this.loaded.get(versionDir);
    if (hit) {
      // most recently used last
      this.loaded.delete(versionDir);
      this.loaded.set(versionDir, hit);
      return hit;
    }
    hit = this.evaluate(versionDir);
    hit.catch(() => this.loaded.delete(versionDir));
    this.loaded.set(versionDir, hit);
    while (this.loaded.size > this.keep) this.loaded.delete(this.loaded.keys().next().value as string);
    return hit;
  }

  private async evaluate(versionDir: string): Promise<RemoteServerApp> {
    const file = path.join(versionDir, 'ssr', 'app.cjs');
    const [code, assetsText] = await Promise.all([readFile(file, 'utf8'), readFile(path.join(versionDir, 'ssr', 'page-assets.json'), 'utf8')]);
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as (
      exports: unknown,
      require: (id: string) => unknown,
      module: { exports: unknown },
      filename: string,
      dirname: string,
    ) => void;
    const module = { exports: {} as Record<string, unknown> };
    const require = (id: string) => {
      if (id in this.shared) return this.shared[id];
      throw new Error(`a remote's server build may require only shared modules, not '${id}'`);
    };
    wrapper(module.exports, require, module, file, path.dirname(file));
    const exported = module.exports as { default?: unknown };
    const app = (exported.default ?? exported) as ServerAreaApp;
    if (typeof app !== 'function') throw new Error(`${file} exports no area app`);
    return { app, assets: parseAssets(assetsText) };
  }
}
