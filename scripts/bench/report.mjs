// Formatting helpers for `pnpm bench`: plain-text tables for the terminal, Markdown for the file.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
export const ms = (n) => (n == null ? '–' : `${Number.isInteger(n) ? n : Number(n).toFixed(n < 10 ? 2 : 1)} ms`);
export const secs = (msValue) => (msValue == null ? '–' : `${(msValue / 1000).toFixed(1)} s`);
export const int = (n) => (n == null ? '–' : Math.round(n).toLocaleString('en-US'));

/** The q-quantile (0.5 = median, 0.99 = p99) of figures sorted ascending; null when there are none. */
export const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);

/** Machine facts stamped on every report. */
export function stamp() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    totalMemGB: +(os.totalmem() / 2 ** 30).toFixed(1),
    loadavg: os.loadavg().map((l) => +l.toFixed(2)),
  };
}

const width = (s) => [...String(s)].reduce((w, ch) => w + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1), 0);
const isNumeric = (s) => /^[-+≤≥<>~]?\s?[\d.,]+(\s?[a-zA-Z%/]+)?$/.test(String(s).trim());

/** A table as aligned plain text (numbers right-aligned). */
export function textTable({ head, rows }) {
  const all = [head, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = head.map((_, i) => Math.max(...all.map((r) => width(r[i] ?? ''))));
  const fmt = (r, isHead) =>
    r
      .map((c, i) => {
        const pad = ' '.repeat(widths[i] - width(c));
        return !isHead && i > 0 && isNumeric(c) ? pad + c : c + pad;
      })
      .join('  ');
  return [fmt(all[0], true), widths.map((w) => '─'.repeat(w)).join('  '), ...all.slice(1).map((r) => fmt(r, false))].join('\n');
}

export function markdownTable({ head, rows }) {
  const esc = (c) => String(c ?? '').replaceAll('|', '\\|');
  const align = head.map((_, i) => (i > 0 && rows.length && rows.every((r) => isNumeric(r[i] ?? '') || r[i] === '–' || r[i] === '') ? '---:' : '---'));
  return [`| ${head.map(esc).join(' | ')} |`, `| ${align.join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

/** Prints one section's result (tables + notes) to stdout. */
export function printSection(name, result) {
  console.log(`\n\x1b[1m■ ${result.title ?? name}\x1b[0m`);
  for (const t of result.tables ?? []) {
    if (t.title) console.log(`\n  ${t.title}`);
    console.log(
      textTable(t)
        .split('\n')
        .map((l) => '  ' + l)
        .join('\n'),
    );
  }
  for (const n of result.notes ?? []) console.log(`  · ${n}`);
}

export function markdown({ meta, sections, totalMs }) {
  const out = [
    '# Benchmark results',
    '',
    `- Date: ${meta.date}`,
    `- Node: ${meta.node}`,
    `- CPUs: ${meta.cpus} × ${meta.cpuModel}`,
    `- Platform: ${meta.platform}, ${meta.totalMemGB} GB RAM; load average at start ${meta.loadavg.join(' / ')} (1/5/15 min)`,
    `- Sections: ${sections.map((s) => s.name).join(', ')}`,
    `- Bench wall time: ${secs(totalMs)}`,
    '',
    'Figures only: nothing here is asserted. Targets are printed next to the figures they concern.',
  ];
  for (const s of sections) {
    out.push('', `## ${s.title ?? s.name}`, '');
    if (s.error) {
      out.push('**FAILED**: `' + String(s.error).split('\n')[0].replaceAll('`', "'") + '`');
      continue;
    }
    for (const t of s.tables ?? []) {
      if (t.title) out.push(`**${t.title}**`, '');
      out.push(markdownTable(t), '');
    }
    for (const n of s.notes ?? []) out.push(`- ${n}`);
    if (s.durationMs != null) out.push('', `_Section time: ${secs(s.durationMs)}; load average before it: ${s.loadBefore?.join(' / ') ?? '–'}_`);
  }
  return out.join('\n') + '\n';
}

export function writeReports(dir, report) {
  mkdirSync(dir, { recursive: true });
  const md = markdown(report);
  writeFileSync(path.join(dir, 'latest.md'), md);
  const json = {
    ...report.meta,
    totalMs: report.totalMs,
    sections: Object.fromEntries(
      report.sections.map((s) => [
        s.name,
        s.error
          ? { error: String(s.error), durationMs: s.durationMs, loadBefore: s.loadBefore }
          : { durationMs: s.durationMs, loadBefore: s.loadBefore, ...(s.failure ? { failure: s.failure } : {}), ...s.data },
      ]),
    ),
  };
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(json, null, 2) + '\n');
  return { md, mdFile: path.join(dir, 'latest.md'), jsonFile: path.join(dir, 'latest.json') };
}
