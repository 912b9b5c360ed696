import { describe, expect, it } from 'vitest';
import { LAYOUTS, routes } from '@portal/contracts/client';
import { applicationStep, applicationSteps, frames } from '../src/shell/layouts/frames';
import { guideNav } from '../src/shell/layouts/guide-nav';
import { problems } from '../src/shell/layouts/problems';

describe('layout frames', () => {
  it('every one of the ten layouts has a frame; only empty and admin have no chrome and main no breadcrumb', () => {
    expect(Object.keys(frames).sort()).toEqual([...LAYOUTS].sort());
    expect(LAYOUTS.filter((l) => !frames[l].chrome)).toEqual(['empty', 'admin']);
    expect(LAYOUTS.filter((l) => frames[l].chrome && !frames[l].breadcrumb)).toEqual(['main']);
  });

  it('each anchor of a side navigation or tab row is a route of that layout', () => {
    for (const l of LAYOUTS) {
      const nav = frames[l].nav;
      if (nav && (nav.kind === 'side' || nav.kind === 'tabs')) {
        expect(routes.find((r) => r.path === nav.anchor)?.layout, `${l} anchor ${nav.anchor}`).toBe(l);
      }
    }
  });

  it('the e-application step follows the path', () => {
    expect(applicationSteps).toHaveLength(5);
    expect(applicationStep('/elrcpt/slfdgns/SlfdgnsEdit')).toBe(0);
    expect(applicationStep('/elrcpt/form/ElrcptKlacAgreInfo')).toBe(1);
    expect(applicationStep('/elrcpt/form/ElrcptKlacM')).toBe(2);
    expect(applicationStep('/elrcpt/atrpr')).toBe(2);
    expect(applicationStep('/elrcpt/prdoc/RrnoForm')).toBe(3);
    expect(applicationStep('/elrcpt/ElrcptCmptnInfo')).toBe(4);
    expect(applicationStep('/elrcpt/gd')).toBe(-1);
    expect(applicationStep('/elrcpt/aply')).toBe(-1);
  });

  it('the UI-kit side navigation lists exactly the routes of layout guide, once each', () => {
    const listed = guideNav.flatMap((g) => g.children.map((c) => c.url));
    const guide = routes.filter((r) => r.layout === 'guide').map((r) => r.path);
    expect([...listed].sort()).toEqual([...guide].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('problem tiles lead to a real route', () => {
    const known = new Set(routes.map((r) => r.path));
    for (const p of problems) expect(known.has(p.to.split('?')[0]), p.to).toBe(true);
    expect(new Set(problems.map((p) => p.key)).size).toBe(problems.length);
  });
});
