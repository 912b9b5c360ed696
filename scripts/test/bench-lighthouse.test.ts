import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain .mjs without types
import { cpuIndex, DEFAULT_PAGES, figures, flagged, median } from '../bench/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The Lighthouse bench reads figures and flags out of Lighthouse's result (LHR); a fake LHR with the
// shapes Lighthouse 12 writes checks that reading.
const audit = (id: string, score: number | null, extra: Record<string, unknown> = {}) => ({ id, title: `title of ${id}`, score, scoreDisplayMode: 'numeric', ...extra });
const lhr = {
  categories: {
    performance: {
      score: 0.684,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'interactive', weight: 0, group: 'hidden' },
        { id: 'unused-javascript', weight: 0 },
        { id: 'largest-contentful-paint-element', weight: 0 },
        { id: 'uses-text-compression', weight: 0 },
        { id: 'is-on-https', weight: 0 },
      ],
    },
    accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'video-caption', weight: 10 }] },
    'best-practices': { score: 0.96, auditRefs: [] },
  },
  audits: {
    'first-contentful-paint': audit('first-contentful-paint', 0.9, { numericValue: 1022.4 }),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.3, { numericValue: 3312 }),
    'total-blocking-time': audit('total-blocking-time', 0.2, { numericValue: 1236 }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 0.95, { numericValue: 0.058 }),
    'speed-index': audit('speed-index', 0.9, { numericValue: 1826 }),
    interactive: audit('interactive', 0.6),
    'unused-javascript': audit('unused-javascript', 0.5, { displayValue: 'Est savings of 36 KiB', details: { type: 'opportunity', items: [{ url: 'http://x/static/js/140.js' }] } }),
    'largest-contentful-paint-element': audit('largest-contentful-paint-element', 0, {
      scoreDisplayMode: 'metricSavings',
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { snippet: '<h1 class="hero">' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 610.4 }, { phase: 'Render Delay', timing: 2701.6 }] },
        ],
      },
    }),
    'uses-text-compression': audit('uses-text-compression', 1),
    'is-on-https': audit('is-on-https', 0, { scoreDisplayMode: 'notApplicable' }),
    'color-contrast': audit('color-contrast', 1, { scoreDisplayMode: 'binary' }),
    'video-caption': audit('video-caption', null, { scoreDisplayMode: 'notApplicable' }),
  },
};

describe('Lighthouse bench', () => {
  it('takes the median of the runs, ignoring a run without the figure', () => {
    expect(median([68, 55, 64])).toBe(64);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([1200, null, 900, Number.NaN, 1000])).toBe(1000);
    expect(median([])).toBeNull();
  });

  it('reads scores as 0–100 and the metrics as Lighthouse measured them', () => {
    expect(figures(lhr)).toEqual({
      performance: 68,
      accessibility: 100,
      'best-practices': 96,
      'first-contentful-paint': 1022.4,
      'largest-contentful-paint': 3312,
      'total-blocking-time': 1236,
      'cumulative-layout-shift': 0.058,
      'speed-index': 1826,
    });
  });

  it('flags the audits that lose points, worst first, with where they apply; not metrics, hidden, passed or not-applicable audits', () => {
    const flags = flagged(lhr);
    expect(flags.map((f: { id: string }) => f.id)).toEqual(['largest-contentful-paint-element', 'unused-javascript']);
    expect(flags[0].items).toEqual(['<h1 class="hero">', 'TTFB 610 ms', 'Render Delay 2702 ms']);
    expect(flags[1]).toMatchObject({ category: 'performance', display: 'Est savings of 36 KiB', items: ['http://x/static/js/140.js'] });
  });

  it('prints the CPU benchmark index whole, thousands apart', () => {
    expect(cpuIndex(2741.4)).toBe('2 741');
    expect(cpuIndex(987)).toBe('987');
    expect(cpuIndex(null)).toBe('–');
  });

  it('measures by default the main page and a built reading page of every area', () => {
    expect(DEFAULT_PAGES[0]).toBe('/');
    const routes = readFileSync(path.join(root, 'shared', 'contracts', 'routes.txt'), 'utf8');
    const areaOf = new Map(routes.split('\n').map((line) => line.split('\t')).map(([route, name]) => [route, name]));
    const area = (page: string) => areaOf.get(page);
    for (const page of DEFAULT_PAGES.slice(1)) {
      const name = area(page);
      expect(name, `${page} is a route of routes.txt`).toBeTruthy();
      const pagesFile = readFileSync(path.join(root, 'remotes', name!, 'src', 'pages.ts'), 'utf8');
      expect(pagesFile.includes(`'${page}'`), `${page} is built (listed in remotes/${name}/src/pages.ts)`).toBe(true);
    }
  });
});
