#!/usr/bin/env node
// Writes .gz and .br beside every text asset so the server (and nginx gzip_static) sends them
// precompressed: cheap phones on slow links get the smallest bytes without CPU spent per request.
import { readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export function compressDir(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!/\.(js|css|html|json|svg|txt|map)$/.test(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue;
    writeFileSync(file + '.gz', zlib.gzipSync(data, { level: 9 }));
    writeFileSync(
      file + '.br',
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    files++;
  }
  return files;
}

// Run as a command? pnpm's bin shim starts it through the symlinked node_modules/@portal/mf path,
// so compare real paths (comparing URLs never matched: the host's files went out uncompressed).
const invokedAs = process.argv[1] ? realpathSync(path.resolve(process.argv[1])) : '';
if (invokedAs === realpathSync(fileURLToPath(import.meta.url))) {
  const dir = path.resolve(process.argv[2] || 'dist');
  console.log(`compressed ${compressDir(dir)} files in ${dir}`);
}
