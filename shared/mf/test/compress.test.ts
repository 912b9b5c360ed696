import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const compressBin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'compress.mjs');
let tmp: string;
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('portal-compress', () => {
  it('precompresses the build when started the way pnpm starts it (through the symlinked package)', () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-compress-'));
    // the host's bin shim runs node_modules/@portal/mf/src/compress.mjs, a path through a symlink
    mkdirSync(path.join(tmp, 'node_modules', '@portal'), { recursive: true });
    symlinkSync(path.dirname(path.dirname(compressBin)), path.join(tmp, 'node_modules', '@portal', 'mf'));
    const dist = path.join(tmp, 'dist', 'static', 'js');
    mkdirSync(dist, { recursive: true });
    const js = 'console.log("법률구조 플랫폼");\n'.repeat(100);
    writeFileSync(path.join(dist, 'main.js'), js);
    writeFileSync(path.join(dist, 'tiny.js'), 'x');

    const r = spawnSync(process.execPath, [path.join(tmp, 'node_modules', '@portal', 'mf', 'src', 'compress.mjs'), path.join(tmp, 'dist')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('compressed 1 files');
    expect(zlib.gunzipSync(readFileSync(path.join(dist, 'main.js.gz'))).toString()).toBe(js);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dist, 'main.js.br'))).toString()).toBe(js);
    expect(existsSync(path.join(dist, 'tiny.js.gz')), 'files under 512 bytes stay as they are').toBe(false);
  });
});
