// Section "entries": size of each remote's remoteEntry.js and mf-manifest.json (latest build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir, latestBuild, REMOTES } from '../lib/remotes.mjs';
import { kb } from './report.mjs';

const FILES = ['remoteEntry.js', 'mf-manifest.json'];

export async function benchEntries() {
  const rows = [];
  const data = { remotes: {} };
  const problems = [];
  const totals = Object.fromEntries(FILES.map((f) => [f, { raw: 0, gzip: 0 }]));
  for (const name of REMOTES) {
    let version;
    try {
      version = latestBuild(name).version;
    } catch (error) {
      problems.push(error.message);
      rows.push([name, '–', '–', '–', '–', '–']);
      continue;
    }
    const sizes = {};
    for (const file of FILES) {
      try {
        const body = readFileSync(path.join(buildDir(name), version, file));
        sizes[file] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
        totals[file].raw += sizes[file].raw;
        totals[file].gzip += sizes[file].gzip;
      } catch (error) {
        problems.push(`${name}: ${error.message}`);
      }
    }
    data.remotes[name] = { version, ...sizes };
    const e = sizes['remoteEntry.js'];
    const m = sizes['mf-manifest.json'];
    rows.push([name, version, kb(e?.raw), kb(e?.gzip), kb(m?.raw), kb(m?.gzip)]);
  }
  const e = totals['remoteEntry.js'];
  const m = totals['mf-manifest.json'];
  rows.push(['all 10', '', kb(e.raw), kb(e.gzip), kb(m.raw), kb(m.gzip)]);
  data.totals = totals;
  const result = {
    title: "Entries: each remote's remoteEntry.js and mf-manifest.json (remotes/<name>/dist/<latest>/)",
    tables: [{ head: ['remote', 'version', 'remoteEntry raw', 'remoteEntry gzip', 'manifest raw', 'manifest gzip'], rows }],
    notes: ['gzip = zlib level 9.', ...problems],
    data,
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
