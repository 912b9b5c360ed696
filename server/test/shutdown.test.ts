import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built server as it runs in production: one process, SIGTERM from the supervisor.
// Always on its own embedded PGlite in a temp folder, so this suite is the same in both test modes.
const serverDir = path.resolve(__dirname, '..');
const mainFile = path.join(serverDir, 'dist', 'main.mjs');
const tmp = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));

function get(port: number, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathAndQuery, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
  });
}

let child: ChildProcess;
let stdout = '';
let stderr = '';
let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  if (!existsSync(mainFile)) {
    const r = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('server build failed');
  }
  child = spawn(process.execPath, [mainFile], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      DEPLOY_DIR: path.join(tmp, 'deploy'),
      HOST_DIST: path.join(tmp, 'no-host-here'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // the sandbox adapters: a demonstration deployment (a real one refuses them, production-config.test.ts)
      PORTAL_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}, 120_000);

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

async function waitForPort(): Promise<number> {
  // a fresh embedded database migrates and loads the statutes, precedents and search index first:
  // well over a minute on a loaded 2-core machine
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const m = stdout.match(/http:\/\/localhost:(\d+)/);
    if (m) return Number(m[1]);
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${stdout}\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not print its address:\n${stdout}\n${stderr}`);
}

describe('built server: logs and graceful shutdown', () => {
  it('serves, logs without personal data, and exits 0 on SIGTERM', async () => {
    const port = await waitForPort();
    let health = await get(port, '/healthz').catch(() => null);
    for (let i = 0; i < 50 && health?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      health = await get(port, '/healthz').catch(() => null);
    }
    expect(health?.status).toBe(200);
    expect(JSON.parse(health!.body).status).toBe('ok');

    const codes = await get(port, '/api/code/codeList?codeGroupId=PRIVATEVALUE123', {
      cookie: 'PORTAL_SESSION=COOKIEVALUE987654321; XSRF-TOKEN=XSRFVALUE1234567890123456789012345678901234',
      'x-request-id': 'shutdown-test-req-0001',
    });
    expect(codes.status).toBe(200);
    expect(JSON.parse(codes.body)).toEqual([]);

    child.kill('SIGTERM');
    const result = await Promise.race([
      exit,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000)),
    ]);
    expect(result, `stdout:\n${stdout}\nstderr:\n${stderr}`).toEqual({ code: 0, signal: null });

    const lines = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.some((l) => l.msg === 'shutdown complete')).toBe(true);
    // request logs carry the request id, so a 5xx message can be traced
    const reqLines = lines.filter((l) => l.reqId === 'shutdown-test-req-0001');
    expect(reqLines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => 'reqId' in l).every((l) => typeof l.reqId === 'string' && (l.reqId as string).length >= 8)).toBe(true);
    // and nothing personal: no query string values, no cookie values
    const all = stdout + stderr;
    expect(all).not.toContain('PRIVATEVALUE123');
    expect(all).not.toContain('COOKIEVALUE987654321');
    expect(all).not.toContain('XSRFVALUE1234567890');
  }, 300_000);
});
