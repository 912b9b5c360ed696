// rspack configurations for the host shell and for every remote: one preset, so all builds agree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedFor, SINGLETONS } from './shared-deps.mjs';
import { PageAssetsPlugin } from './page-assets.mjs';

export { sharedFor, SINGLETONS } from './shared-deps.mjs';

const isProd = process.env.NODE_ENV !== 'development';

function commonConfig(pkgDir) {
  return {
    mode: isProd ? 'production' : 'development',
    context: pkgDir,
    devtool: isProd ? false : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        // `?raw` gives a file's text (the UI kit's colour and type pages read the KRDS tokens this way)
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, type: 'css/auto' },
        { resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
  };
}

/** Content-hashed names under static/: served immutable; only entries and manifests revalidate. */
const hashedFileNames = {
  filename: isProd ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
  chunkFilename: isProd ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
  cssFilename: 'static/css/[name].[contenthash:10].css',
  cssChunkFilename: 'static/css/[name].[contenthash:10].css',
  assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
  clean: true,
};

// Every build runs only in browsers: telling the federation runtime so drops its Node.js loading
// code from the host's main chunk and each remoteEntry.js (≈2 KB gzip each).
const browserOnlyRuntime = { target: 'web' };

/**
 * The federation runtime as ES modules. Rspack's federation plugin names the runtime by
 * `require.resolve` (the packages' CommonJS builds: `webpack-bundler-runtime/dist/index.cjs`, the
 * `@module-federation/runtime` alias, the external-runtime plugin), and CommonJS cannot be
 * tree-shaken: every part of runtime-core ships, including the parts the `experiments.optimization`
 * flags turn off. Each of those packages also ships the same code as ES modules (`.js` beside each
 * `.cjs`, `"type": "module"`); pointing the build at those lets it drop what is unused
 * (−5.4 KB gzip in the host's main chunk, less in each remoteEntry.js). Same version, same code.
 */
export class EsmFederationRuntimePlugin {
  apply(compiler) {
    const toEsm = (file) => {
      if (typeof file !== 'string' || !/[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/.test(file)) return file;
      const esm = file.replace(/\.cjs$/, '.js');
      return existsSync(esm) ? esm : file;
    };
    // The aliases the federation plugin sets ('@module-federation/runtime$' … → a .cjs file).
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const key of Object.keys(alias)) alias[key] = toEsm(alias[key]);
    });
    // The absolute imports of its generated runtime module (bundler runtime, runtime plugins).
    compiler.hooks.normalModuleFactory.tap('EsmFederationRuntimePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('EsmFederationRuntimePlugin', (data) => {
        data.request = toEsm(data.request);
      });
    });
  }
}

function define(extra = {}) {
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
    __PORTAL_BUILD_TAG__: JSON.stringify(process.env.PORTAL_BUILD_TAG || 'local'),
    ...extra,
  });
}

/** A remote: one area of the portal, exposing `./App`, built into dist/.build then stamped. */
export function remoteConfig({ dir, name, exposes = { './App': './src/App.tsx' } }) {
  const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const outDir = process.env.PORTAL_REMOTE_OUT || path.join(dir, 'dist');
  return {
    ...commonConfig(dir),
    name,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(outDir, '.build'),
      publicPath: 'auto',
      uniqueName: `portal_${name}`,
      ...hashedFileNames,
    },
    plugins: [
      define({ __PORTAL_REMOTE_NAME__: JSON.stringify(name), __PORTAL_REMOTE_PKG_VERSION__: JSON.stringify(pj.version) }),
      new PageAssetsPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFor(dir),
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true, optimization: browserOnlyRuntime },
      }),
      // after the federation plugin: rewrites the aliases it sets
      new EsmFederationRuntimePlugin(),
    ],
  };
}

/**
 * The same remote for the server: `./App` as one CommonJS file (ssr/app.cjs) in the same version
 * folder, so the server renders a page with the code of the version the registry names (a rollback
 * rolls back its HTML too). The shared singletons stay outside (`require('react')` …): the server
 * hands it the host's instances, as module federation does in the browser. Stylesheets are the
 * browser build's business.
 */
export function remoteSsrConfig({ dir, name }) {
  const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const outDir = process.env.PORTAL_REMOTE_OUT || path.join(dir, 'dist');
  const common = commonConfig(dir);
  return {
    ...common,
    name: `${name}-ssr`,
    // after the browser build, which cleans the output folder
    dependencies: [name],
    target: 'node20',
    entry: { app: './src/App.tsx' },
    output: { path: path.join(outDir, '.build', 'ssr'), filename: 'app.cjs', library: { type: 'commonjs2' }, clean: false },
    externalsType: 'commonjs',
    externals: Object.fromEntries([...SINGLETONS, 'react-dom/server'].map((n) => [n, n])),
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      define({ __PORTAL_REMOTE_NAME__: JSON.stringify(name), __PORTAL_REMOTE_PKG_VERSION__: JSON.stringify(pj.version) }),
      new rspack.NormalModuleReplacementPlugin(/\.css$/, path.join(import.meta.dirname, 'empty.cjs')),
      // lazy pages stay lazy in the source; on the server they are all in the one file
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/** A remote's builds: the browser's (named after the remote) and the server renderer's. */
export function remoteBuild(options) {
  return [remoteConfig(options), remoteSsrConfig(options)];
}

/** The host shell: names no remote; learns them from /registry.json at start-up. */
export function hostConfig({ dir, template = './public/index.html' }) {
  return {
    ...commonConfig(dir),
    name: 'host',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Build-time default only. At run time host/src/public-path.ts (the entry's first import) sets
      // __webpack_public_path__ to the app context path + '/', and the server prefixes index.html's
      // own asset URLs, so ONE host build serves '/' and any PORTAL_CONTEXT_PATH ('/portal/static/…').
      // PORTAL_PUBLIC_PATH remains for builds served from a CDN origin.
      // 'auto' makes CSS url()s relative to the stylesheet (fonts then follow any context path);
      // index.html still gets root-absolute URLs from the HTML plugin below.
      publicPath: process.env.PORTAL_PUBLIC_PATH || 'auto',
      uniqueName: 'portal_host',
      ...hashedFileNames,
    },
    plugins: [
      define(),
      new rspack.HtmlRspackPlugin({ template, publicPath: process.env.PORTAL_PUBLIC_PATH || '/', inject: 'body', scriptLoading: 'defer', favicon: './public/favicon.svg' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: sharedFor(dir),
        manifest: true,
        dts: false,
        // The snapshot plugin (remote snapshots, preloadRemote) is left out: manifest-entry.mjs reads
        // the registry's mf-manifest.json URLs instead (≈1.5 KB gzip less on every page).
        runtimePlugins: [fileURLToPath(new URL('./runtime/manifest-entry.mjs', import.meta.url))],
        experiments: { provideExternalRuntime: true, optimization: { ...browserOnlyRuntime, disableSnapshot: true } },
      }),
      // after the federation plugin: rewrites the aliases it sets
      new EsmFederationRuntimePlugin(),
    ],
  };
}
