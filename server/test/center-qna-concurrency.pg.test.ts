// Q&A submits under concurrency, on PostgreSQL (PGlite runs one query at a time, so a race there
// proves nothing): five identical submits with one Idempotency-Key store one question.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, qna } from '../src/db/schema';
import { TestClock, createTestApp } from './helpers';
import { idem, key, kst, signedIn } from './dscsn-helpers';
import { pdfFile } from './file-fixtures';

describe('Q&A concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-qna-pg-'));
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clock.t = kst('2026-11-21', '10:00');
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const body = (fileId: string | null = null) => ({
    category: 'SITE',
    title: '동시에 다섯 번 누른 질문',
    content: '제출 버튼을 여러 번 눌렀는데 질문이 여러 개 생기지 않았으면 합니다.',
    fileId,
    consent: true,
  });

  it('5 submits at once with one key (and one attachment): one row, one answer number, the file attached once, no 5xx', async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    const pdf = pdfFile('qna attachment');
    const boundary = '----portalpg';
    const up = await b.post(
      '/api/files',
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
    expect(up.statusCode).toBe(201);
    const h = idem(key());
    const answers = await Promise.all(Array.from({ length: 5 }, () => b.post('/api/center/qna', body(up.json().fileId), h)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(new Set(answers.map((a) => a.json().qnaNo)).size).toBe(1);
    const [{ n }] = await t.database.db.select({ n: count() }).from(qna).where(eq(qna.ownerId, member.id));
    expect(n).toBe(1);
    const [f] = await t.database.db.select().from(files).where(eq(files.fileId, up.json().fileId));
    expect(f!.qnaId).not.toBeNull();
  });

  it('5 different keys at once: five questions (the key, not the text, decides)', async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    const answers = await Promise.all(Array.from({ length: 5 }, () => b.post('/api/center/qna', body(), idem(key()))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(qna).where(eq(qna.ownerId, member.id));
    expect(n).toBe(5);
  });
});
