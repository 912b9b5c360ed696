#!/usr/bin/env node
// `pnpm bench [section…]`: prints figures (never asserts timings) and writes
// bench-results/latest.md + latest.json. Sections: build, bytes, entries, api, login, booking, outbox, search, ai, openapi, serve, lighthouse (all by
// default; `pnpm bench lighthouse` runs one alone).
// A section that fails is reported and the next one runs; the exit code is 1 if any failed.
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/tools.mjs';
import { printSection, stamp, writeReports, secs } from './bench/report.mjs';

const SECTIONS = {
  build: async () => (await import('./bench/build.mjs')).benchBuild(),
  bytes: async () => (await import('./bench/bytes.mjs')).benchBytes(),
  entries: async () => (await import('./bench/entries.mjs')).benchEntries(),
  api: async () => (await import('./bench/api.mjs')).benchApi(),
  login: async () => (await import('./bench/login.mjs')).benchLogin(),
  booking: async () => (await import('./bench/booking.mjs')).benchBooking(),
  outbox: async () => (await import('./bench/outbox.mjs')).benchOutbox(),
  search: async () => (await import('./bench/search.mjs')).benchSearch(),
  ai: async () => (await import('./bench/ai.mjs')).benchAi(),
  openapi: async () => (await import('./bench/openapi.mjs')).benchOpenapi(),
  serve: async () => (await import('./bench/serve.mjs')).benchServe(),
  lighthouse: async () => (await import('./bench/lighthouse.mjs')).benchLighthouse(),
};

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: pnpm bench [${Object.keys(SECTIONS).join('|')} …]   (all sections by default, in that order)`);
  process.exit(0);
}
const unknown = args.filter((a) => !(a in SECTIONS));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')} — choose from ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
const chosen = args.length ? Object.keys(SECTIONS).filter((s) => args.includes(s)) : Object.keys(SECTIONS);

const meta = stamp();
console.log(`\x1b[1mpnpm bench\x1b[0m — ${meta.date} · node ${meta.node} · ${meta.cpus} CPU (${meta.cpuModel}) · sections: ${chosen.join(', ')}`);

const t0 = performance.now();
const sections = [];
let failed = 0;
for (const name of chosen) {
  console.log(`\n\x1b[2m… ${name}\x1b[0m`);
  const loadBefore = os.loadavg().map((l) => +l.toFixed(2));
  const s0 = performance.now();
  let result;
  try {
    result = await SECTIONS[name]();
  } catch (error) {
    result = { error: error?.stack ?? String(error) };
  }
  result.durationMs = Math.round(performance.now() - s0);
  result.loadBefore = loadBefore;
  if (result.error || result.failure) failed++;
  sections.push({ name, ...result, ...(result.failure ? { failure: String(result.failure.message ?? result.failure) } : {}) });
  if (result.error) {
    console.error(`\n\x1b[31m✖ section ${name} failed:\x1b[0m ${result.error}`);
  } else {
    printSection(name, result);
    if (result.failure) console.error(`\x1b[31m✖ section ${name} had failures:\x1b[0m ${result.failure.message ?? result.failure}`);
    console.log(`  (${name}: ${secs(result.durationMs)})`);
  }
}
const totalMs = Math.round(performance.now() - t0);

try {
  const { mdFile, jsonFile } = writeReports(path.join(root, 'bench-results'), { meta, sections, totalMs });
  console.log(`\nbench total ${secs(totalMs)} — wrote ${path.relative(root, mdFile)} and ${path.relative(root, jsonFile)}`);
} catch (error) {
  failed++;
  console.error(`could not write the reports: ${error.message}`);
}
if (failed) console.error(`\x1b[31m${failed} section(s) failed\x1b[0m`);
process.exit(failed ? 1 : 0);
