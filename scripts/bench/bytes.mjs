// Section "bytes": what a browser downloads to show `/` and one remote route, measured in Debian
// chromium through playwright-core against the built server (temp PGlite, temp deploy folder with
// the current build of every remote).
import { gzipSync } from 'node:zlib';
import { kb } from './report.mjs';
import { startPortal } from './server.mjs';

export const CHROMIUM = '/usr/bin/chromium';
// issue 15 (fast on a cheap phone): at most 120 KB of gzip JavaScript on the main page (was 170 KB)
const TARGET_HOME_JS_GZIP = 120 * 1024;
// issue 20: 법률복지지도 adds at most 60 KB of gzip JavaScript beyond the shell (the JS files `/` does not load)
const TARGET_LAWMAP_EXTRA_JS_GZIP = 60 * 1024;
const ROUTES = [
  { name: '/', path: '/' },
  { name: '/center/faq/list', path: '/center/faq/list', remote: 'center' },
  { name: '/myservice/lawmap', path: '/myservice/lawmap', remote: 'services', extraTarget: TARGET_LAWMAP_EXTRA_JS_GZIP },
  // issue 34: the back office (antd) loads only under /admin: its sign-in page shows what it adds
  { name: '/admin/login', path: '/admin/login', remote: 'backoffice' },
];
/** A file of the UI library the back office alone may load (issue 34): antd, its icons, its css-in-js. */
const isAntd = (f) => /antd|@ant-design|rc-/.test(f.what) || /\/(antd|ant-design)/.test(f.path);
const KINDS = { script: 'js', stylesheet: 'css', document: 'doc' };

/**
 * What each loaded file is, from the federation manifests the server publishes (host and each
 * remote version seen): the shared package it carries, the remote's exposed module, or the entry.
 */
async function fileLabels(baseUrl, paths) {
  const labels = new Map();
  const manifests = new Map([['/', `${baseUrl}/mf-manifest.json`]]);
  for (const p of paths) {
    const m = /^(\/remotes\/[^/]+\/[^/]+\/)/.exec(p);
    if (m) manifests.set(m[1], `${baseUrl}${m[1]}mf-manifest.json`);
  }
  for (const [prefix, url] of manifests) {
    const manifest = await fetch(url)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    if (!manifest) continue;
    const mark = (assets, label) => {
      for (const a of [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])]) if (!labels.has(prefix + a)) labels.set(prefix + a, label);
    };
    for (const s of manifest.shared ?? []) mark(s.assets, `shared ${s.name}`);
    for (const e of manifest.exposes ?? []) mark(e.assets, `${manifest.name} expose ${e.path ?? e.name}`);
    if (prefix !== '/') labels.set(`${prefix}remoteEntry.js`, `${manifest.name} remoteEntry (its federation container)`);
  }
  for (const p of paths) {
    if (/^\/static\/js\/main\.[^/]+\.js$/.test(p)) labels.set(p, 'host entry: federation runtime + webpack runtime');
    else if (!labels.has(p) && p.startsWith('/static/')) labels.set(p, 'host chunk (shell code and the vendors it bundles)');
  }
  return labels;
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Map();
  const pending = [];
  const failures = [];
  page.on('requestfailed', (req) => failures.push(`${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    const kind = KINDS[res.request().resourceType()];
    if (!kind) return;
    const url = res.url();
    if (seen.has(url)) return;
    const entry = { url, kind, status: res.status(), raw: 0, gzip: 0, encoding: res.headers()['content-encoding'] ?? 'none' };
    seen.set(url, entry);
    pending.push(
      res
        .body()
        .then((body) => {
          entry.raw = body.length;
          entry.gzip = gzipSync(body, { level: 9 }).length;
        })
        .catch((error) => {
          entry.error = String(error.message ?? error);
        }),
    );
  });
  const t0 = performance.now();
  await page.goto(baseUrl + route.path, { waitUntil: 'networkidle', timeout: 60_000 });
  const loadMs = performance.now() - t0;
  await Promise.all(pending);
  const title = await page.title().catch(() => '');
  const heading = (await page.locator('h1').first().innerText({ timeout: 2000 }).catch(() => ''))?.replace(/\s+/g, ' ').trim() || null;
  await context.close();

  const files = [...seen.values()];
  const labels = await fileLabels(baseUrl, files.map((f) => new URL(f.url).pathname));
  const sum = (list) => ({ files: list.length, raw: list.reduce((a, f) => a + f.raw, 0), gzip: list.reduce((a, f) => a + f.gzip, 0) });
  const byKind = (list) => ({ js: sum(list.filter((f) => f.kind === 'js')), css: sum(list.filter((f) => f.kind === 'css')), doc: sum(list.filter((f) => f.kind === 'doc')) });
  const isRemote = (f) => new URL(f.url).pathname.startsWith('/remotes/');
  return {
    route: route.path,
    heading,
    title,
    loadMs: Math.round(loadMs),
    total: byKind(files),
    remotes: byKind(files.filter(isRemote)),
    host: byKind(files.filter((f) => !isRemote(f))),
    files: files.map(({ url, kind, status, raw, gzip, encoding, error }) => {
      const p = new URL(url).pathname;
      return { path: p, what: labels.get(p) ?? '', kind, status, raw, gzip, encoding, ...(error ? { error } : {}) };
    }),
    failures,
  };
}

export async function benchBytes() {
  const { chromium } = await import('playwright-core');
  let server;
  let browser;
  try {
    server = await startPortal({ label: 'bytes server' });
    const deployed = server.deployed;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const results = [];
    for (const route of ROUTES) results.push({ ...(await measure(browser, server.url, route)), remote: route.remote ?? null });

    const rows = [];
    const row = (label, k) => [label, k.js.files, kb(k.js.raw), kb(k.js.gzip), k.css.files, kb(k.css.raw), kb(k.css.gzip)];
    for (const r of results) {
      rows.push(row(`${r.route} — total`, r.total));
      if (r.route === '/') rows.push(row(`${r.route} — of which /remotes/`, r.remotes));
      else rows.push(row(`${r.route} — of which remotes' own files (/remotes/)`, r.remotes));
    }
    const home = results[0];
    const homeJs = home.total.js.gzip;
    // what a route adds beyond the shell: its JS files that `/` did not load
    const homePaths = new Set(home.files.map((f) => f.path));
    for (const r of results.slice(1)) {
      const extra = r.files.filter((f) => f.kind === 'js' && !homePaths.has(f.path));
      r.beyondShell = { files: extra.length, raw: extra.reduce((a, f) => a + f.raw, 0), gzip: extra.reduce((a, f) => a + f.gzip, 0) };
    }
    const homeMark = homeJs <= TARGET_HOME_JS_GZIP ? 'met' : `MISSED by ${kb(homeJs - TARGET_HOME_JS_GZIP)}`;
    const docRows = results.map((r) => [r.route, r.total.doc.files, kb(r.total.doc.raw), kb(r.total.doc.gzip), `${r.loadMs} ms`]);
    const largest = results.map((r) => ({
      head: ['file', 'what it is', 'raw', 'gzip', 'sent as'],
      title: `JS/CSS files for ${r.route}, largest first`,
      rows: r.files
        .filter((f) => f.kind !== 'doc')
        .sort((a, b) => b.gzip - a.gzip)
        .map((f) => [f.path, f.what, kb(f.raw), kb(f.gzip), f.encoding]),
    }));
    const notes = [
      `Target: \`/\` ≤ ${kb(TARGET_HOME_JS_GZIP)} gzip JS (issue 15) — measured ${kb(homeJs)} → ${homeMark}.`,
      'gzip = zlib level 9 of each response body (independent of what the server sent); every script/stylesheet response until network idle, fresh browser context per route.',
      `Remotes deployed into a temp DEPLOY_DIR from their current builds: ${deployed.map((d) => `${d.name}@${d.version}`).join(', ')}.`,
    ];
    const antdBy = results.map((r) => ({ route: r.route, files: r.files.filter(isAntd) }));
    const publicWithAntd = antdBy.filter((a) => !a.route.startsWith('/admin') && a.files.length);
    const adminAntd = antdBy.find((a) => a.route.startsWith('/admin'));
    notes.push(
      publicWithAntd.length
        ? `antd on a PUBLIC route (issue 34 says never): ${publicWithAntd.map((a) => `${a.route}: ${a.files.map((f) => f.path).join(', ')}`).join('; ')}.`
        : `antd (issue 34): no public route loads it; /admin/login loads ${adminAntd?.files.length ?? 0} antd file(s), ${kb((adminAntd?.files ?? []).reduce((a, f) => a + f.gzip, 0))} gzip.`,
    );
    for (const r of results) {
      if (r.beyondShell) {
        const target = ROUTES.find((x) => x.path === r.route)?.extraTarget;
        const mark = target == null ? '' : r.beyondShell.gzip <= target ? ` (target ≤ ${kb(target)}: met)` : ` (target ≤ ${kb(target)}: MISSED by ${kb(r.beyondShell.gzip - target)})`;
        notes.push(`${r.route}: JS beyond the shell (files \`/\` does not load): ${r.beyondShell.files} files, ${kb(r.beyondShell.raw)} raw, ${kb(r.beyondShell.gzip)} gzip${mark}.`);
      }
      const bad = r.files.filter((f) => f.status >= 400 || f.error);
      if (bad.length) notes.push(`${r.route}: ${bad.length} failed response(s): ${bad.map((f) => `${f.path} ${f.status}${f.error ? ' ' + f.error : ''}`).join('; ')}`);
      if (r.failures.length) notes.push(`${r.route}: failed requests: ${r.failures.join('; ')}`);
      const plain = r.files.filter((f) => f.kind !== 'doc' && f.raw >= 1024 && f.encoding === 'none');
      if (plain.length) notes.push(`${r.route}: ${plain.length} JS/CSS file(s) over 1 KB were sent UNCOMPRESSED (is the build precompressed?): ${plain.map((f) => f.path).join(', ')}`);
      notes.push(`${r.route}: page title "${r.title}", first h1 ${r.heading ? `"${r.heading}"` : '(none)'}.`);
    }
    return {
      title: 'Bytes: JS and CSS needed to show a page (Debian chromium, network idle)',
      tables: [
        { head: ['page', 'JS files', 'JS raw', 'JS gzip', 'CSS files', 'CSS raw', 'CSS gzip'], rows },
        { title: 'Documents', head: ['page', 'HTML files', 'raw', 'gzip', 'load to network idle'], rows: docRows },
        ...largest,
      ],
      notes,
      data: { targetHomeJsGzip: TARGET_HOME_JS_GZIP, homeJsGzipMet: homeJs <= TARGET_HOME_JS_GZIP, targetLawmapExtraJsGzip: TARGET_LAWMAP_EXTRA_JS_GZIP, routes: results },
    };
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
  }
}
