import type { ComponentType, LazyExoticComponent } from 'react';
import { describe, expect, it } from 'vitest';
import { routePages, type PageFiles } from '../src/pages';

const Page = () => null;
const filesOf = (keys: string[]): PageFiles => Object.assign(async () => ({ default: Page }), { keys: () => keys });

type Map = Partial<Record<'/a/b' | '/a' | '/c', LazyExoticComponent<ComponentType>>>;

describe('routePages (an area page map from its routes)', () => {
  it('finds each route at pages/<route>.tsx, else pages/<route>/index.tsx', () => {
    const pages: Map = routePages(filesOf(['./a/b.tsx', './a/index.tsx']), ['/a/b', '/a']);
    expect(Object.keys(pages)).toEqual(['/a/b', '/a']);
  });
  it('throws when a route has no file', () => {
    expect(() => routePages(filesOf(['./a/b.tsx']), ['/c'])).toThrow('/c');
  });
  it('takes only the routes of the map it is assigned to, at compile time', () => {
    // @ts-expect-error a route that is not in the page map's type
    const typo: Map = routePages(filesOf(['./a/bb.tsx']), ['/a/bb']);
    expect(Object.keys(typo)).toEqual(['/a/bb']);
  });
});
