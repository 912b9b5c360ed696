// One open of an embedded database folder at a time: a CLI run while the portal runs would write the
// same files from two processes and corrupt them (seen: every menu listed twice).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

describe('embedded database lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second open while the first is open, allows it after close, and takes over a lock whose process is gone', async () => {
    const dir = path.join(root, 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by process \d+.*다른 프로세스/s);
    await first.ping();
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    writeFileSync(`${dir}.lock`, '2147483646'); // no such process
    const again = await openDatabase({ pgliteDir: dir });
    await again.ping();
    await again.close();
  });
});
