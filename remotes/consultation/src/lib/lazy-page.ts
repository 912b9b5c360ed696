import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded page component rendered with fixed props (one component serving several routes). */
export function lazyWith<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props: P) {
  return lazy(async () => {
    const { default: Page } = await load();
    return { default: () => createElement(Page, props) };
  });
}
