#!/usr/bin/env node
// After `rspack build` of a remote: name the build by its content, move it to dist/<version>/,
// precompress it and record it in dist/latest.json. Identical sources give the identical version.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressDir } from './compress.mjs';

const pkgDir = process.cwd();
const pj = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const outDir = process.env.PORTAL_REMOTE_OUT || path.join(pkgDir, 'dist');
const build = path.join(outDir, '.build');
if (!existsSync(path.join(build, 'mf-manifest.json'))) {
  console.error(`no build in ${build}: run rspack build first`);
  process.exit(1);
}
const hash = createHash('sha256');
for (const f of readdirSync(build, { recursive: true }).map(String).sort()) {
  const p = path.join(build, f);
  try {
    hash.update(f).update(readFileSync(p));
  } catch {} // directories
}
const version = `${pj.version}-${hash.digest('hex').slice(0, 10)}`;
const target = path.join(outDir, version);
rmSync(target, { recursive: true, force: true });
renameSync(build, target);
compressDir(target);
const name = pj.name.replace(/^@portal\//, '');
writeFileSync(
  path.join(outDir, 'latest.json'),
  JSON.stringify({ name, version, builtAt: new Date().toISOString(), tag: process.env.PORTAL_BUILD_TAG || 'local' }, null, 2) + '\n',
);
console.log(`${name} ${version} -> ${path.relative(process.cwd(), target) || target}`);
