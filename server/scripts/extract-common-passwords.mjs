#!/usr/bin/env node
// One-off: writes the top 10 000 entries of zxcvbn 4.4.2's `passwords` frequency list (MIT licence,
// Dan Wheeler and Dropbox, Inc.) to src/modules/member/data/common-passwords.txt, one per line,
// lower-cased, in frequency order. The package is not a dependency; fetch it once and point at it:
//   cd /tmp && npm pack zxcvbn@4.4.2 && tar xzf zxcvbn-4.4.2.tgz
//   node server/scripts/extract-common-passwords.mjs /tmp/package
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOP = 10_000;
const pkgDir = process.argv[2];
if (!pkgDir) {
  console.error('usage: extract-common-passwords.mjs <path to the unpacked zxcvbn@4.4.2 package>');
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
if (pkg.name !== 'zxcvbn' || pkg.version !== '4.4.2') throw new Error(`expected zxcvbn 4.4.2, found ${pkg.name} ${pkg.version}`);
const lists = createRequire(import.meta.url)(path.resolve(pkgDir, 'lib', 'frequency_lists.js'));
const seen = new Set();
const list = lists.passwords; // an array in the published build (a string split at load)
for (const word of (typeof list === "string" ? list.split(",") : list)) {
  const w = word.trim().toLowerCase();
  if (w) seen.add(w);
  if (seen.size === TOP) break;
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'modules', 'member', 'data', 'common-passwords.txt');
writeFileSync(out, [...seen].join('\n') + '\n');
console.log(`wrote ${seen.size} passwords to ${out}`);
