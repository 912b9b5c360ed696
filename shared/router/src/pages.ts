// @portal/router/pages: an area's page map from its routes, each page's file where its route says
// (`/center/faq/list` → pages/center/faq/list.tsx, `/trms` → pages/trms/index.tsx). A subpath, so
// not part of the shared router singleton: every remote bundles its own copy.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** An area's page files: rspack's `import.meta.webpackContext('./pages', { mode: 'lazy', … })`, keys like './center/faq/list.tsx'. */
export interface PageFiles {
  keys(): string[];
  (key: string): Promise<{ default: ComponentType }>;
}

declare global {
  interface ImportMeta {
    /** rspack: the modules under a folder (the arguments must be literals); `mode: 'lazy'` loads each on demand. */
    webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp; mode?: 'lazy' }): PageFiles;
  }
}

/**
 * The lazily loaded page of every route in `routes` (its `preload()` fetches the page's code ahead, for
 * the shell's prefetch), typed by the page map it is assigned to
 * (`const pages: PageMap<'center'> = routePages(files, [...])`: a route of no page map fails tsc).
 * A route whose file is missing throws when the area loads.
 */
export function routePages<R extends string>(files: PageFiles, routes: readonly NoInfer<R>[]): Partial<Record<R, LazyExoticComponent<ComponentType>>> {
  const keys = new Set(files.keys());
  const pages: Partial<Record<R, LazyExoticComponent<ComponentType>>> = {};
  for (const route of routes) {
    const key = [`.${route}.tsx`, `.${route}/index.tsx`].find((k) => keys.has(k));
    if (!key) throw new Error(`No page file for the route ${route}: add pages${route}.tsx or pages${route}/index.tsx.`);
    const load = () => files(key);
    pages[route] = Object.assign(lazy(load), { preload: load });
  }
  return pages;
}

/**
 * A page module pages.ts imports itself, with the request it is imported by ('lib/InstInfo'): the key
 * of its files in the build's ssr/page-assets.json, so a server-rendered page links its stylesheet.
 */
export type PageModule<P> = (() => Promise<{ default: ComponentType<P> }>) & { key: string };

export function pageModule<P>(key: string, load: () => Promise<{ default: ComponentType<P> }>): PageModule<P> {
  return Object.assign(load, { key });
}

/** A lazily loaded page component rendered with fixed props (one component serving several routes). */
export function lazyWith<P extends object>(load: PageModule<P>, props: NoInfer<P>) {
  const page = lazy(async () => {
    const { default: Page } = await load();
    return { default: () => createElement(Page, props) };
  });
  return Object.assign(page, { assetKey: load.key, preload: load });
}
