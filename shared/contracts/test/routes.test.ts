import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminRoutes, AREAS, LAYOUTS, REMOTE_AREAS, routes } from '../src/index';

const lines = readFileSync(new URL('../routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

describe('routes.ts', () => {
  it('matches routes.txt line by line (255 routes)', () => {
    expect(lines).toHaveLength(255);
    expect(routes).toHaveLength(lines.length);
    lines.forEach((line, i) => {
      const [p, area, layout, mark] = line.split('\t');
      expect(routes[i], line).toEqual({ path: p, area, layout, ...(mark === '*' ? { unnamedInSpec: true } : {}) });
    });
  });

  it('uses only known areas and layouts, and every path once', () => {
    for (const r of routes) {
      expect(AREAS, r.path).toContain(r.area);
      expect(LAYOUTS, r.path).toContain(r.layout);
      expect(r.path, r.path).toMatch(/^\/[^\s?#]*$/);
    }
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    // every remote area owns at least one route
    for (const a of REMOTE_AREAS) expect([...routes, ...adminRoutes].some((r) => r.area === a), a).toBe(true);
    expect(routes.filter((r) => r.unnamedInSpec).map((r) => r.path).sort()).toEqual(
      ['/esign', '/esign/open', '/sample/esign/form1', '/sample/esign/form2', '/sample/password'].sort(),
    );
  });

  it('keeps the back office under /admin, apart from the public routes, each path once', () => {
    const publicPaths = new Set(routes.map((r) => r.path));
    for (const r of adminRoutes) {
      expect(r.path, r.path).toMatch(/^\/admin(\/[a-z-]+)*$/);
      expect(publicPaths.has(r.path), r.path).toBe(false);
      expect(r.area).toBe('backoffice');
    }
    expect(new Set(adminRoutes.map((r) => r.path)).size).toBe(adminRoutes.length);
    expect(routes.filter((r) => r.area === 'backoffice' || r.layout === 'admin')).toEqual([]);
  });
});
