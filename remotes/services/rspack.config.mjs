import path from 'node:path';
import { rspack } from '@rspack/core';
import { remoteBuild } from '@portal/mf';

const [web, ssr] = remoteBuild({ dir: import.meta.dirname, name: 'services' });
// The map's boundaries (src/assets/*.topo.json) are a static file of the version folder, fetched by
// the page (precompressed like the scripts), not bundled into JavaScript. The server renderer never
// draws the map: there the import is an empty address.
web.module.rules.push({ test: /\.topo\.json$/, type: 'asset/resource' });
ssr.plugins.push(new rspack.NormalModuleReplacementPlugin(/\.topo\.json$/, path.join(import.meta.dirname, 'src/assets/no-file.cjs')));

export default [web, ssr];
