import { createElement, lazy, type ComponentType } from 'react';

/** A page module pages.ts imports itself, with the request it is imported by (the key of its files in ssr/page-assets.json). */
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
  return Object.assign(page, { assetKey: load.key });
}
