import { afterEach, describe, expect, it } from 'vitest';
import { getContextPath } from '@portal/http';
import { readContextPath, runtimePublicPath } from '../src/public-path';

const docWith = (content: string | null) =>
  ({
    querySelector: (sel: string) =>
      sel === 'meta[name="app-context-path"]' && content !== null ? { getAttribute: (n: string) => (n === 'content' ? content : null) } : null,
  }) as unknown as Document;

afterEach(() => {
  delete (globalThis as { __APP_CONTEXT_PATH__?: string }).__APP_CONTEXT_PATH__;
});

describe('host public path from the app context path', () => {
  it('is "/" at the site root and "/portal/" under /portal', () => {
    expect(runtimePublicPath(docWith(null))).toBe('/');
    expect(runtimePublicPath(docWith(''))).toBe('/');
    expect(runtimePublicPath(docWith('/portal'))).toBe('/portal/');
    expect(runtimePublicPath(docWith('/portal/'))).toBe('/portal/');
  });

  it('reads the context path exactly like @portal/http (meta and boot-time global)', () => {
    for (const content of [null, '', '/', '/portal', 'portal', '/portal/', '//a//b/', ' /x ']) {
      expect(readContextPath(docWith(content)), String(content)).toBe(getContextPath(docWith(content)));
    }
    (globalThis as { __APP_CONTEXT_PATH__?: string }).__APP_CONTEXT_PATH__ = '/boot';
    expect(readContextPath(docWith('/portal'))).toBe('/boot');
    expect(readContextPath(docWith('/portal'))).toBe(getContextPath(docWith('/portal')));
  });
});
