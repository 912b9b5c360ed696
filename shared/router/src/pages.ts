// @portal/router/pages: an area's page map from its routes, each page's file where its route says
// (`/center/faq/list` → pages/center/faq/list.tsx, `/trms` → pages/trms/index.tsx). A subpath, so
// not part of the shared router singleton: every remote bundles its own copy.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
 * The lazily loaded page of every route in `routes`, typed by the page map it is assigned to
 * (`const pages: PageMap<'center'> = routePages(files, [...])`: a route of no page map fails tsc).
 * A route whose file is missing throws when the area loads.
 */
export function routePages<R extends string>(files: PageFiles, routes: readonly NoInfer<R>[]): Partial<Record<R, LazyExoticComponent<ComponentType>>> {
  const keys = new Set(files.keys());
  const pages: Partial<Record<R, LazyExoticComponent<ComponentType>>> = {};
  for (const route of routes) {
    const key = [`.${route}.tsx`, `.${route}/index.tsx`].find((k) => keys.has(k));
    if (!key) throw new Error(`No page file for the route ${route}: add pages${route}.tsx or pages${route}/index.tsx.`);
    pages[route] = lazy(() => files(key));
  }
  return pages;
}
