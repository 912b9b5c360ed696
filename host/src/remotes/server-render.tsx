import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { AreaAppProps } from '@portal/ui';
import { readBootData } from '@portal/session';

/** What the server hands the shell while it renders one page: the route's remote app, if it renders its page. */
export interface ServerRender {
  app: ComponentType<AreaAppProps> | null;
  /** The render's query cache (react-query stays out of the shell's own chunks). */
  Provider: ComponentType<{ children: ReactNode }>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** True on the server and while the browser hydrates the server's markup (shared by remotes through @portal/ui). */
export { useHydrating } from '@portal/ui';

/** The boot data's note of which page the server rendered with its remote's content. */
export interface ServerRendered {
  area: string;
  route: string;
}

export const serverRenderedPage: ServerRendered | null = (() => {
  const ssr = readBootData()?.ssr as Partial<ServerRendered> | undefined;
  return ssr && typeof ssr.area === 'string' && typeof ssr.route === 'string' ? { area: ssr.area, route: ssr.route } : null;
})();

/** The API answers the server fetched for the page, for the browser's query cache (react-query's dehydrated state). */
export const bootQueries: unknown = readBootData()?.queries ?? null;

/**
 * The page the server sent is the app's once the shell and every interactive part that waits for its
 * own chunk (the remote's page, the satisfaction form) have hydrated: then `#root[data-prerendered]`
 * goes (tests wait for it; until then a tap on such a part may be the browser's, not the app's).
 */
const waiting = new Set<string>();
let shellDone = false;

function markHydrated(): void {
  document.getElementById('root')?.removeAttribute('data-prerendered');
}

/** Rendering a part whose markup waits for its chunk: the page is not the app's until it hydrates (ignored after the first render). */
export function expectHydration(part: string): void {
  if (!shellDone) waiting.add(part);
}

/**
 * In the component around a part that may wait for its chunk: while `expected`, the page waits for the
 * part; if the part goes before it hydrated (the shell redirected, the menu changed), the wait ends too.
 */
export function useExpectHydration(part: string, expected: boolean): void {
  if (expected) expectHydration(part);
  useEffect(() => (expected ? () => partHydrated(part) : undefined), [part, expected]);
}

/** That part has hydrated (or failed: its boundary shows the failure). */
export function partHydrated(part: string): void {
  waiting.delete(part);
  if (shellDone && waiting.size === 0) markHydrated();
}

/** The shell's first render is committed. */
export function shellHydrated(): void {
  shellDone = true;
  if (waiting.size === 0) markHydrated();
}

/** Inside a part's boundary: its effect runs once that boundary has hydrated. */
export function HydrationMark({ part }: { part: string }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
