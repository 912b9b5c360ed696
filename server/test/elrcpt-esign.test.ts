// Issue 31 item 2: the e-signature covers the application's documents too — the attached files and the
// supporting documents (증빙서류) with the hashes of their content. A document added, removed or
// replaced after signing, or one whose content no longer matches its hash, refuses the submission
// (409 SIGNATURE_MISMATCH) until the person signs again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elrcptApplications, elrcptHistory, files, prdocItems } from '../src/db/schema';
import { signedHash } from '../src/modules/elrcpt/context';
import { signedDocuments } from '../src/modules/elrcpt/signed-documents';
import { citizen, klacContent } from './elrcpt-helpers';
import { TestClock, createTestAppWithFiles } from './helpers';
import { kstDay, person, prdoc } from './prdoc-helpers';

const HANGUL = /[가-힣]/;

describe('the e-signature covers the supporting documents', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestAppWithFiles>>;
  beforeAll(async () => {
    t = await createTestAppWithFiles('elrcpt-esign', { clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const today = () => kstDay(clock.t);
  const row = async (aplyNo: string) => (await db().select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, aplyNo)))[0]!;
  const itemsOf = async (aplyNo: string) => db().select().from(prdocItems).where(eq(prdocItems.aplyId, (await row(aplyNo)).id));

  /** A member with a complete draft (attachments as given) and one supporting document (an uploaded 가족관계증명서). */
  async function draftWithDocument(attachments: (d: ReturnType<typeof prdoc>) => Promise<string[]> = async () => []) {
    const p = await person(t, clock.now());
    const c = citizen(p.b);
    const d = prdoc(p.b, today);
    const started = await c.start();
    expect(started.statusCode, started.body).toBe(201);
    const aplyNo: string = started.json().aplyNo;
    const saved = await c.save(aplyNo, klacContent({ attachments: await attachments(d) }), 0);
    expect(saved.statusCode, saved.body).toBe(200);
    const doc = await d.supply(aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId: await d.upload('가족관계증명서.pdf'), issuedAt: today() });
    expect(doc.statusCode, doc.body).toBe(201);
    const sign = () => c.signApproved(aplyNo);
    return { ...p, c, d, aplyNo, prdocId: doc.json().prdocId as string, sign };
  }

  /** The refusal of a submission whose signature no longer covers the application: nothing submitted. */
  async function refused(me: Awaited<ReturnType<typeof draftWithDocument>>, signId: string) {
    const res = await me.c.submit(me.aplyNo, signId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SIGNATURE_MISMATCH', message: expect.stringMatching(/증빙서류.*전자서명을 다시 받은 뒤 제출해 주세요/) });
    const r = await row(me.aplyNo);
    expect(r).toMatchObject({ status: 'DRAFT', receiptNo: null, submittedAt: null });
    expect((await db().select().from(elrcptHistory).where(eq(elrcptHistory.aplyId, r.id))).map((h) => h.toStatus)).toEqual(['DRAFT']);
  }

  /** Signing again covers the application as it is now: the submission goes through with its receipt. */
  async function signAgainAndSubmit(me: Awaited<ReturnType<typeof draftWithDocument>>) {
    const res = await me.c.submit(me.aplyNo, await me.sign());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SUBMITTED', receiptNo: expect.any(String) });
  }

  it('sign → add a document → submit refused; signing again submits', async () => {
    const me = await draftWithDocument();
    const signId = await me.sign();
    const added = await me.d.supply(me.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '임대차계약서', fileId: await me.d.upload('임대차계약서.pdf'), issuedAt: today() });
    expect(added.statusCode, added.body).toBe(201);
    await refused(me, signId);
    await signAgainAndSubmit(me);
  });

  it('sign → remove a document → submit refused; signing again submits', async () => {
    const me = await draftWithDocument();
    const signId = await me.sign();
    expect((await me.d.remove(me.aplyNo, me.prdocId)).statusCode).toBe(200);
    await refused(me, signId);
    await signAgainAndSubmit(me);
  });

  it('sign → replace a document with another file of the same kind (the same item) → submit refused; signing again submits', async () => {
    const me = await draftWithDocument();
    const signId = await me.sign();
    const before = await itemsOf(me.aplyNo);
    const replaced = await me.d.supply(me.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId: await me.d.upload('가족관계증명서-새로.pdf'), issuedAt: today(), prdocId: me.prdocId });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await itemsOf(me.aplyNo);
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    expect(after[0]!.fileId).not.toBe(before[0]!.fileId);
    await refused(me, signId);
    await signAgainAndSubmit(me);
  });

  it('sign → the stored record of a fetched document changes → submit refused; signing again submits', async () => {
    const me = await draftWithDocument();
    const rrno = await me.d.exchange(me.aplyNo, 'Rrno');
    expect(rrno.statusCode, rrno.body).toBe(201);
    const signId = await me.sign();
    const [item] = (await itemsOf(me.aplyNo)).filter((i) => i.code === 'Rrno');
    const storage = t.app.dscsn.storage;
    const record = JSON.parse((await storage.readBuffer(item!.storagePath!)).toString('utf8')) as { record: { docNo: string } };
    record.record.docNo = '0000-0000-0000-0000';
    await storage.write(item!.storagePath!, Buffer.from(JSON.stringify(record), 'utf8'));
    await refused(me, signId);
    await signAgainAndSubmit(me);
  });

  it('the digest includes the documents’ content hashes: a document or attachment whose stored hash differs is detected', async () => {
    const me = await draftWithDocument(async (d) => [await d.upload('진단서.pdf')]);
    const r = await row(me.aplyNo);
    const docs = await signedDocuments(db(), t.app.dscsn.storage, r);
    const [item] = await itemsOf(me.aplyNo);
    const [attached] = r.content.attachments as string[];
    const hashOf = async (fileId: string) => (await db().select({ sha256: files.sha256 }).from(files).where(eq(files.fileId, fileId)))[0]!.sha256;
    expect(docs.attachments).toEqual([{ fileId: attached, sha256: await hashOf(attached!) }]);
    expect(docs.prdoc).toEqual([expect.objectContaining({ prdocId: item!.id, code: 'Etc', title: '가족관계증명서', fileId: item!.fileId, sha256: await hashOf(item!.fileId!) })]);
    // the same application with one hash changed is another signed hash
    const key = Buffer.alloc(32, 7);
    const plain = { ...r, rrnEnc: null };
    const other = { ...docs, prdoc: [{ ...docs.prdoc[0]!, sha256: '0'.repeat(64) }] };
    expect(signedHash(key, plain, other)).not.toBe(signedHash(key, plain, docs));

    // a supporting document's file whose stored hash changed after signing
    const s1 = await me.sign();
    await db().update(files).set({ sha256: 'f'.repeat(64) }).where(eq(files.fileId, item!.fileId!));
    await refused(me, s1);
    // an attached file's (content.attachments) stored hash changed after signing
    const s2 = await me.sign();
    await db().update(files).set({ sha256: 'e'.repeat(64) }).where(eq(files.fileId, attached!));
    await refused(me, s2);
    await signAgainAndSubmit(me);
  });

  it('a document whose content cannot be read is not signed: 409 DOCUMENT_UNREADABLE naming it', async () => {
    const me = await draftWithDocument();
    const rrno = await me.d.exchange(me.aplyNo, 'Rrno');
    expect(rrno.statusCode, rrno.body).toBe(201);
    const [item] = (await itemsOf(me.aplyNo)).filter((i) => i.code === 'Rrno');
    await t.app.dscsn.storage.remove(item!.storagePath!);
    const res = await me.c.sign(me.aplyNo);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DOCUMENT_UNREADABLE', message: expect.stringMatching(HANGUL) });
    expect(res.json().message).toContain('주민등록표 등본');
    // taken out, the rest is signed and submitted
    expect((await me.d.remove(me.aplyNo, item!.id)).statusCode).toBe(200);
    await signAgainAndSubmit(me);
  });
});
