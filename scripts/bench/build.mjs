// Section "build": wall time of each package's own production `build` script, run one after the
// other through pnpm (no turbo, so no cache: every build really runs).
import { spawn } from 'node:child_process';
import { REMOTES } from '../lib/remotes.mjs';
import { ensurePnpm, root } from '../lib/tools.mjs';
import { secs } from './report.mjs';

export const BUILD_PACKAGES = ['host', ...REMOTES, 'server'];

function runBuild(pnpm, name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(pnpm, ['--filter', `@portal/${name}`, 'run', 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (c) => {
      out = (out + c).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, ms: performance.now() - t0, out: String(error) }));
    child.on('exit', (code) => resolve({ ok: code === 0, code, ms: performance.now() - t0, out }));
  });
}

export async function benchBuild() {
  const pnpm = ensurePnpm();
  const rows = [];
  const data = { packages: {} };
  let total = 0;
  const failed = [];
  for (const name of BUILD_PACKAGES) {
    process.stdout.write(`  building @portal/${name} … `);
    const r = await runBuild(pnpm, name);
    total += r.ms;
    process.stdout.write(`${r.ok ? secs(r.ms) : 'FAILED'}\n`);
    if (!r.ok) {
      failed.push(name);
      console.error(r.out.split('\n').slice(-25).join('\n'));
    }
    data.packages[name] = { ms: Math.round(r.ms), ok: r.ok };
    rows.push([`@portal/${name}`, r.ok ? secs(r.ms) : `FAILED (${secs(r.ms)})`]);
  }
  data.totalMs = Math.round(total);
  rows.push(['total (sequential)', secs(total)]);
  const result = {
    title: 'Build: production build of each package (no turbo cache, sequential)',
    tables: [{ head: ['package', 'wall time'], rows }],
    notes: [`\`pnpm --filter @portal/<name> run build\` one at a time, NODE_ENV=production; times include pnpm start-up (~0.5 s).`],
    data,
  };
  if (failed.length) result.failure = new Error(`build failed: ${failed.join(', ')}`);
  return result;
}
