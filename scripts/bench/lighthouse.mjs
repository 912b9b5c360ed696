// Section "lighthouse": Lighthouse 12 (installed at the root) scores `/` as a phone on a slow network
// sees it: mobile form factor, Lighthouse's default simulated throttling, Debian chromium headless,
// against the production server (temp PGlite, every remote's current build deployed into a temp
// folder). Three runs, each in a fresh browser; the figures are the median of the three.
// Figures only: nothing is asserted (the targets are printed beside them).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/tools.mjs';
import { ms } from './report.mjs';
import { startPortal } from './server.mjs';

export const RUNS = 3;
/**
 * The pages measured by default: the main page and one reading page of every built area (issue 15):
 * the center's FAQ and notice lists, its guide and its terms, the public cyber consultation list and
 * an institution page of the consultation area (KLAC: in the seed, no query needed).
 */
export const DEFAULT_PAGES = ['/', '/center/faq/list', '/center/ntc/list', '/dscsn/cyber', '/center/gd', '/trms', '/dscsn/inst/DscInstKlaInfo'];
/** LIGHTHOUSE_PAGES names other pages ('/,/center/faq/list'); unset, the default list. */
export const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim()).filter((p) => p.startsWith('/')) : DEFAULT_PAGES;
export const TARGETS = { performance: 90, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];
const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** CHROME_PATH if set, else Debian's chromium. */
export function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    return execFileSync('/bin/sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium not found: install Debian chromium or set CHROME_PATH');
  }
}

export const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** One Lighthouse run in its own chromium (the CLI launches and closes it); resolves to the LHR. */
function runLighthouse(url, chrome) {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--form-factor=mobile', // Lighthouse's default, stated: a Moto G-class phone, simulated slow 4G and 4× CPU slowdown
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err = (err + c).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.trim().split('\n').slice(-5).join(' | ')}`));
      try {
        const lhr = JSON.parse(out);
        if (lhr.runtimeError) return reject(new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
        resolve(lhr);
      } catch (error) {
        reject(new Error(`lighthouse printed no report: ${error.message}`));
      }
    });
  });
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP …: a runtime error, not a
 * finding about the page); such a run is repeated, at most twice, and says so.
 */
async function runWithRetry(url, chrome) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chrome);
    } catch (error) {
      if (attempt >= 3 || !/Runtime error encountered|lighthouse: [A-Z_]+/.test(error.message)) throw error;
      console.log(`  (lighthouse could not record the run, trying again: ${error.message.slice(0, 160)})`);
    }
  }
}

/** The figures of one run: category scores 0–100 and metric values (ms; CLS unitless). */
export function figures(lhr) {
  const f = {};
  for (const c of CATEGORIES) f[c] = lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100);
  for (const [id] of METRICS) f[id] = lhr.audits[id]?.numericValue ?? null;
  return f;
}

/** Audits that lose points (score below 1, scored or binary), per category, worst first. */
export function flagged(lhr) {
  const out = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score == null || a.score >= 1) continue;
      if (['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode)) continue;
      // metrics are reported as figures (hidden ones carry no weight); opportunities and
      // diagnostics are what there is to fix
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      out.push({ category: c, id: a.id, title: a.title, score: a.score, weight: ref.weight, display: a.displayValue ?? '', items: itemsOf(a) });
    }
  }
  return out.sort((a, b) => a.score - b.score || b.weight - a.weight);
}

/** A few "where" items of an audit: nodes, URLs, or (for the LCP element) the phases of its time. */
function itemsOf(audit) {
  const d = audit.details;
  const items = d?.type === 'list' ? d.items.flatMap((t) => t.items ?? []) : (d?.items ?? []);
  return items
    .slice(0, 5)
    .map((i) => i.node?.snippet ?? i.node?.selector ?? i.url ?? i.source?.url ?? i.label ?? (i.phase ? `${i.phase} ${Math.round(i.timing)} ms` : ''))
    .filter(Boolean)
    .map((s) => String(s).replace(/\s+/g, ' ').slice(0, 120));
}

/** Lighthouse's CPU benchmark index, whole, thousands apart (2 741); '–' without one. */
export const cpuIndex = (v) => (v == null || !Number.isFinite(v) ? '–' : String(Math.round(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));

const fmt = (id, v) => {
  if (v == null) return '–';
  if (id === 'cumulative-layout-shift') return v.toFixed(3);
  return ms(Math.round(v));
};

export async function benchLighthouse() {
  if (!existsSync(lighthouseCli)) throw new Error(`${lighthouseCli} is missing: pnpm install at the root (lighthouse is a root devDependency)`);
  const chrome = chromePath();
  let server;
  try {
    server = await startPortal({ label: 'lighthouse server' });
    const pages = [];
    for (const page of PAGES) {
      const url = server.url + page;
      // one unmeasured load warms the server (first PGlite queries, file cache), as a live server would be
      await fetch(url).then((r) => r.text());
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runWithRetry(url, chrome);
        runs.push({ lhr, f: figures(lhr), benchmarkIndex: lhr.environment?.benchmarkIndex ?? null });
        console.log(`  run ${i + 1}/${RUNS} of ${page}: performance ${runs[i].f.performance}, accessibility ${runs[i].f.accessibility}, LCP ${fmt('largest-contentful-paint', runs[i].f['largest-contentful-paint'])}`);
      }
      const med = {};
      for (const key of Object.keys(runs[0].f)) med[key] = median(runs.map((r) => r.f[key]));
      // the machine's speed beside the figures: the median of the runs' CPU benchmark indexes
      const benchmarkIndex = median(runs.map((r) => r.benchmarkIndex));
      // the run whose performance score is the median one speaks for the flags
      const byPerf = [...runs].sort((a, b) => (a.f.performance ?? 0) - (b.f.performance ?? 0));
      const speaking = byPerf[Math.floor(byPerf.length / 2)];
      // the full report of that run, for anyone who wants Lighthouse's own view of it
      const reportFile = path.join(root, 'bench-results', `lighthouse${page === '/' ? '-home' : page.replaceAll('/', '-')}.json`);
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(speaking.lhr));
      pages.push({
        page,
        reportFile: path.relative(root, reportFile),
        benchmarkIndex,
        runIndexes: runs.map((r) => r.benchmarkIndex),
        median: med,
        runs: runs.map((r) => r.f),
        flagged: flagged(speaking.lhr),
        lighthouseVersion: speaking.lhr.lighthouseVersion,
        userAgent: speaking.lhr.environment?.hostUserAgent,
        settings: {
          formFactor: speaking.lhr.configSettings.formFactor,
          throttlingMethod: speaking.lhr.configSettings.throttlingMethod,
          throttling: speaking.lhr.configSettings.throttling,
        },
      });
    }

    const scoreRows = [];
    const runRows = [];
    for (const p of pages) {
      const m = p.median;
      const mark = (c) => (TARGETS[c] == null ? '' : m[c] >= TARGETS[c] ? ` (≥ ${TARGETS[c]} ✓)` : ` (target ≥ ${TARGETS[c]}: MISSED)`);
      scoreRows.push([p.page, ...CATEGORIES.map((c) => `${m[c] ?? '–'}${mark(c)}`), ...METRICS.map(([id]) => fmt(id, m[id])), cpuIndex(p.benchmarkIndex)]);
      p.runs.forEach((r, i) => runRows.push([`${p.page} run ${i + 1}`, ...CATEGORIES.map((c) => r[c] ?? '–'), ...METRICS.map(([id]) => fmt(id, r[id])), cpuIndex(p.runIndexes[i])]));
    }
    const head = ['page', ...CATEGORIES, ...METRICS.map(([, label]) => label), 'CPU index'];
    const flagRows = pages.flatMap((p) =>
      p.flagged.map((a) => [p.page, a.category, a.title, a.score.toFixed(2), a.display || '', a.items.join(' · ')]),
    );
    const s = pages[0].settings;
    const notes = [
      `Lighthouse ${pages[0].lighthouseVersion}, ${s.formFactor} form factor, ${s.throttlingMethod} throttling (RTT ${s.throttling.rttMs} ms, ${Math.round(s.throttling.throughputKbps)} kbit/s, CPU ×${s.throttling.cpuSlowdownMultiplier}); chromium ${chrome} --headless=new --no-sandbox.`,
      `Median of ${RUNS} runs per figure (each run in a fresh browser); flags are from the run with the median performance score (full report: ${pages.map((p) => p.reportFile).join(', ')}).`,
      `CPU index: Lighthouse's CPU benchmark index of this machine, measured in each run (beside a median: the median of the runs' indexes). Simulated throttling multiplies the CPU work it observes by 4, a factor meant for a fast desktop CPU: on a slower or busy machine (lower index) TBT and LCP come out worse than a real mid-range phone's; compare runs at similar index and load.`,
    ];
    for (const p of pages) {
      for (const [c, t] of Object.entries(TARGETS)) {
        notes.push(`Target ${p.page} ${c} ≥ ${t}: measured ${p.median[c]} → ${p.median[c] >= t ? 'met' : 'MISSED'}.`);
      }
    }
    return {
      title: `Lighthouse: mobile scores of ${pages.length > 1 ? 'the main page and reading pages' : pages[0].page} (median of ${RUNS} runs)`,
      tables: [
        { head, rows: scoreRows },
        { title: 'Each run', head, rows: runRows },
        { title: 'What Lighthouse flags (audits below full score)', head: ['page', 'category', 'audit', 'score', 'value', 'where'], rows: flagRows.length ? flagRows : [['–', '', 'nothing', '', '', '']] },
      ],
      notes,
      data: {
        targets: TARGETS,
        runs: RUNS,
        pages: pages.map(({ page, median: m, runs, flagged: fl, lighthouseVersion, settings, benchmarkIndex, runIndexes, reportFile }) => ({ page, median: m, runs, flagged: fl, lighthouseVersion, settings, benchmarkIndex, runIndexes, reportFile })),
      },
    };
  } finally {
    await server?.stop().catch(() => undefined);
  }
}
