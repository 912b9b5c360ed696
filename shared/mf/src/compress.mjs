#!/usr/bin/env node
// Writes .gz and .br beside every text asset so the server (and nginx gzip_static) sends them
// precompressed: cheap phones on slow links get the smallest bytes without CPU spent per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('portal-compress')) {
  const dir = path.resolve(process.argv[2] || 'dist');
  console.log(`compressed ${compressDir(dir)} files in ${dir}`);
}
