// Issue 16: the staff of the institution an application went to may open its attached files (each
// read in the access log); other institutions' staff, and anyone before submission, may not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elrcptAccessLog } from '../src/db/schema';
import { signedIn } from './dscsn-helpers';
import { citizen, klacContent, staffOf } from './elrcpt-helpers';
import { multipart, pdfFile } from './file-fixtures';
import { type Browser, TestClock, createTestApp } from './helpers';

describe('attached files of an application', () => {
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-elrcpt-files-'));
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function upload(b: Browser, filename: string, content: Buffer) {
    const m = multipart(filename, content);
    return b.post('/api/files', m.payload, { headers: m.headers });
  }

  it('open to the institution’s staff once submitted, logged; closed to other institutions and before submission', async () => {
    const me = await signedIn(t.app, t.database, clock.now());
    const c = citizen(me.b);
    const up = await upload(me.b, '임대차계약서.pdf', pdfFile('lease contract'));
    expect(up.statusCode, up.body).toBe(201);
    const fileId: string = up.json().fileId;
    const klac = await staffOf(t, 'sandboxklac');
    const lqa = await staffOf(t, 'sandboxlqa');

    const draft = await c.signedDraft(klacContent({ attachments: [fileId] }));
    // a draft is the citizen's alone
    expect((await klac.b.get(`/api/files/${fileId}`)).statusCode).toBe(404);
    expect((await c.submit(draft.aplyNo, draft.signId)).statusCode).toBe(200);

    const read = await klac.b.get(`/api/files/${fileId}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('application/pdf');
    expect((await lqa.b.get(`/api/files/${fileId}`)).statusCode).toBe(404);
    const log = await t.database.db.select().from(elrcptAccessLog).where(and(eq(elrcptAccessLog.aplyNo, draft.aplyNo), eq(elrcptAccessLog.action, 'FILE')));
    expect(log.map((l) => l.staffMemberId)).toEqual([klac.memberId]);
    // the owner still reads it
    expect((await me.b.get(`/api/files/${fileId}`)).statusCode).toBe(200);
  });
});
