// Writes ssr/page-assets.json in a remote's browser build: the JS and CSS files of its `./App` expose
// and of each page file's lazy chunk group (`center/faq/list.tsx` → its chunks). The server reads it
// to link a server-rendered page's stylesheets in the <head> and to preload its first chunks, from
// the same version folder the registry names.
const PAGES_CONTEXT = '/src/pages|lazy|';
/** A page module pages.ts imports itself (one lib page serving several routes): keyed by its request. */
const PAGES_FILE = /\/src\/pages\.tsx?$/;

const filesOf = (chunks) => {
  const files = [...new Set(chunks.flatMap((c) => [...c.files]))].filter((f) => !f.endsWith('.map'));
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
};

/** The page files (relative to src/pages, private `_` files left out) whose modules are in these chunks. */
function pageFilesIn(compilation, chunks) {
  const resources = chunks
    .flatMap((c) => compilation.chunkGraph.getChunkModules(c))
    .flatMap((m) => [m.resource, m.rootModule?.resource, ...(m.modules ?? []).map((x) => x.resource)])
    .filter((r) => typeof r === 'string' && r.includes('/src/pages/'))
    .map((r) => r.replaceAll('\\', '/').split('/src/pages/')[1]);
  return [...new Set(resources)].filter((f) => /\.tsx$/.test(f) && !f.split('/').some((part) => part.startsWith('_')));
}

export class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const expose = compilation.namedChunkGroups.get('__federation_expose_App');
        const pages = {};
        for (const group of compilation.chunkGroups) {
          const origins = group.origins ?? [];
          // `import('./lib/InstInfo')` in pages.ts → 'lib/InstInfo' (the key a lazyWith page names)
          const fromPagesFile = origins.find((o) => PAGES_FILE.test(String(o.module?.resource ?? '').replaceAll('\\', '/')) && typeof o.request === 'string');
          if (fromPagesFile) pages[fromPagesFile.request.replace(/^\.\//, '')] = filesOf(group.chunks);
          const fromPages = origins.some((o) => String(o.module?.identifier?.() ?? '').replaceAll('\\', '/').includes(PAGES_CONTEXT));
          if (!fromPages) continue;
          const files = pageFilesIn(compilation, group.chunks);
          // a page that imports another page shares its group: such a group names no single page
          if (files.length === 1) pages[files[0]] = filesOf(group.chunks);
        }
        const json = { expose: expose ? filesOf(expose.chunks) : { js: [], css: [] }, pages };
        compilation.emitAsset('ssr/page-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify(json, null, 1)));
      });
    });
  }
}
