import { describe, expect, it } from 'vitest';
import { clampView, fitBox, HOME, MAX_ZOOM, mercator, panBy, zoomAt } from '../src/lib/lawmap/view';

describe('lawmap view maths', () => {
  it('zooms about a point that stays where it is', () => {
    const v = zoomAt(HOME, 2, 100, 50, 400, 300);
    expect(v.k).toBe(2);
    // the point (100, 50) of the drawing is still at (100, 50) of the frame
    expect(100 * v.k + v.x).toBeCloseTo(100);
    expect(50 * v.k + v.y).toBeCloseTo(50);
  });
  it('never zooms out beyond the whole map nor in beyond the limit', () => {
    expect(zoomAt(HOME, 0.5, 10, 10, 400, 300)).toEqual(HOME);
    expect(zoomAt(HOME, 1000, 0, 0, 400, 300).k).toBe(MAX_ZOOM);
  });
  it('keeps the drawing covering the frame when panning', () => {
    expect(panBy(HOME, 50, 50, 400, 300)).toEqual(HOME);
    const v = panBy({ k: 2, x: -100, y: -100 }, -1000, 0, 400, 300);
    expect(v.x).toBe(-400);
    expect(clampView({ k: 2, x: 10, y: -400 }, 400, 300)).toEqual({ k: 2, x: 0, y: -300 });
  });
  it('fits a box centred in the frame', () => {
    const v = fitBox([[100, 100], [140, 120]], 400, 300, 0);
    expect(v.k).toBe(10);
    expect(120 * v.k + v.x).toBeCloseTo(200);
    expect(110 * v.k + v.y).toBeCloseTo(150);
    expect(fitBox([[0, 0], [1, 1]], 400, 300, 0, 6).k).toBe(6);
  });
  it('projects north up and east right', () => {
    const [x1, y1] = mercator(126.97, 37.56);
    const [x2, y2] = mercator(129.07, 35.18);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeGreaterThan(y1);
  });
});

import { mapHref, readMapAddress } from '../src/lib/lawmap/address';

describe('lawmap address', () => {
  it('reads known filters and derives the 시도 of a 시군구', () => {
    expect(readMapAddress('?sigungu=22020&type=DEBT&method=VISIT')).toEqual({ region: '22', sigungu: '22020', type: 'DEBT', method: 'VISIT', problems: [] });
    expect(mapHref('/myservice/lawmap', { region: '22', sigungu: '', type: '', method: 'PHONE' })).toBe('/myservice/lawmap?region=22&method=PHONE');
  });
  it('drops unknown or tampered values with a Korean sentence', () => {
    const a = readMapAddress('?region=99&sigungu=%3Cscript%3E&type=X&method=');
    expect(a).toMatchObject({ region: '', sigungu: '', type: '', method: '' });
    expect(a.problems).toHaveLength(3);
    expect(a.problems[0]).toContain('시·도 코드 ‘99’');
    const b = readMapAddress('?region=11&sigungu=22020');
    expect(b).toMatchObject({ region: '11', sigungu: '' });
    expect(b.problems[0]).toContain('서울특별시');
  });
});
