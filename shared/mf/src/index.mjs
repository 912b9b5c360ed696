// rspack configurations for the host shell and for every remote: one preset, so all builds agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedFor } from './shared-deps.mjs';

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
        { test: /\.css$/, type: 'css/auto' },
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
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFor(dir),
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true, optimization: browserOnlyRuntime },
      }),
    ],
  };
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
        experiments: { provideExternalRuntime: true, optimization: browserOnlyRuntime },
      }),
    ],
  };
}
