// Writes dist/prerender/boot-assets.json: the CSS and JS files of the "bootstrap" chunk group (the
// shell's first render) and the web font files. The server links that CSS in the <head> of the
// prerendered main page, so the markup paints styled before any script runs, and preloads the fonts
// for visitors whose cache already holds them.
export class BootAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        if (!group) throw new Error('BootAssetsPlugin: no "bootstrap" chunk group (see src/index.ts)');
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        // the web font's two weights (see shared/ui/src/fonts.ts): the server preloads them for returning visitors
        const media = compilation.getAssets().map((a) => a.name);
        const font = (weight) => media.find((n) => new RegExp(`^static/media/PretendardGOV-${weight}\\.subset\\.[0-9a-f]+\\.woff2$`).test(n)) ?? null;
        const fonts = { 400: font('Regular'), 700: font('Bold') };
        if (!fonts[400] || !fonts[700]) throw new Error('BootAssetsPlugin: the Pretendard GOV files were not emitted (shared/ui/src/fonts.ts)');
        const json = JSON.stringify({ css: files.filter((f) => f.endsWith('.css')), js: files.filter((f) => f.endsWith('.js')), fonts }, null, 2);
        compilation.emitAsset('prerender/boot-assets.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}
