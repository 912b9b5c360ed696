// Build step after rspack: bundles prerender/entry.tsx for node with esbuild (CSS is the browser
// build's business and is ignored here) into dist/.ssr/host.mjs, the shell the server renders pages
// with, renders '/', and writes dist/prerender/main.html, the markup the server serves inside
// <div id="root"> for the main page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, '..', 'dist');
const outDir = path.join(dist, 'prerender');
// Inside dist (the server loads it from the host it serves) under a dot folder the static files skip.
const bundle = path.join(dist, '.ssr', 'host.mjs');

await build({
  entryPoints: [path.join(here, 'entry.tsx')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  loader: { '.css': 'empty', '.svg': 'empty', '.woff2': 'empty' },
  define: { __PORTAL_BUILD_TAG__: JSON.stringify(process.env.PORTAL_BUILD_TAG || 'local'), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
const { renderMainPage } = await import(pathToFileURL(bundle).href);
const html = await renderMainPage();
if (!html.includes('id="hero-title"')) throw new Error('prerender: the main page markup has no hero title');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'main.html'), html);
console.log(`prerender: / → dist/prerender/main.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
