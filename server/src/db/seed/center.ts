import { isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { faqs, files, members, notices, qna } from '../schema';
import { CONTENT_TEAM_NAME } from '../../modules/center/content-team';
import { htmlToText, sanitizeRichText, textToHtml } from '../../modules/center/sanitize';
import { seedFileBytes, seedStoragePath, sha256 } from './center-files';
import { excluded, inChunks, refreshed } from './upsert';
import { portalFaqSeeds } from './data/faq-portal';
import { noticeSeeds } from './data/notices';
import { publicQnaSeeds } from './data/qna-public';
import { EASYLAW_SOURCE_TITLE, easylawEntries } from './easylaw';

/**
 * The member that owns the seeded notice attachments (files.owner_id must name one): the operations
 * team, an account without a password or identity, so nobody can sign in as it.
 */
export const CONTENT_OWNER_LOGIN_ID = 'portal-content-team';
/** Owner of the seeded public questions of 묻고 답하기: like the team's account, nobody can sign in as it. */
export const EXAMPLE_ASKER_LOGIN_ID = 'portal-qna-examples';
/** Seeded easylaw entries start here; FAQ-0001 … FAQ-0100 are the portal's own entries. */
const EASYLAW_FIRST_NO = 101;

const faqNo = (n: number) => `FAQ-${String(n).padStart(4, '0')}`;

export function faqSeedRows() {
  const portal = portalFaqSeeds.map((f, i) => ({
    faqId: faqNo(i + 1),
    category: f.category,
    question: f.question,
    answerHtml: f.answerHtml,
    sourceTitle: null,
    sourceUrl: null,
    sortOrder: i + 1,
  }));
  const easylaw = easylawEntries().map((e, i) => ({
    faqId: faqNo(EASYLAW_FIRST_NO + i),
    category: e.category,
    question: e.question,
    answerHtml: e.answerHtml,
    sourceTitle: EASYLAW_SOURCE_TITLE,
    sourceUrl: e.url,
    sortOrder: 1000 + i,
  }));
  return [...portal, ...easylaw].map((r) => {
    const answerHtml = sanitizeRichText(r.answerHtml);
    return { ...r, answerHtml, answerText: htmlToText(answerHtml) };
  });
}

/**
 * FAQ entries, notices and their attachment rows. Idempotent; a re-seed refreshes the seeded text
 * of entries no editor has changed (updated_by NULL) and never touches view counts or visibility.
 */
export async function seedCenter(tx: Db): Promise<{ faqs: number; notices: number }> {
  const [owner] = await tx
    .insert(members)
    .values({ loginId: CONTENT_OWNER_LOGIN_ID, memberName: CONTENT_TEAM_NAME, mbrTypeCd: '01', passwordHash: null })
    .onConflictDoUpdate({ target: members.loginId, set: { memberName: CONTENT_TEAM_NAME, passwordHash: null } })
    .returning({ id: members.id });

  const faqRows = faqSeedRows();
  await inChunks(faqRows, 50, (chunk) =>
    tx
      .insert(faqs)
      .values(chunk)
      .onConflictDoUpdate({
        target: faqs.faqId,
        set: refreshed(['category', 'question', 'answerHtml', 'answerText', 'sourceTitle', 'sourceUrl', 'sortOrder']),
        setWhere: isNull(faqs.updatedBy),
      }),
  );

  const noticeRows = noticeSeeds.map((n) => {
    const bodyHtml = sanitizeRichText(n.html ? n.body : textToHtml(n.body));
    return { nttId: n.nttId, category: n.category, title: n.title, body: htmlToText(bodyHtml), bodyHtml, pinned: n.pinned ?? false, postedAt: new Date(n.postedAt), instCode: n.instCode ?? null };
  });
  await tx
    .insert(notices)
    .values(noticeRows)
    .onConflictDoUpdate({
      target: notices.nttId,
      set: refreshed(['category', 'title', 'body', 'bodyHtml', 'pinned', 'postedAt', 'instCode']),
      setWhere: isNull(notices.updatedBy),
    });

  const fileRows = noticeSeeds.flatMap((n) =>
    (n.attachments ?? []).map((a) => {
      const { bytes, mime, type } = seedFileBytes(a.kind);
      const at = new Date(n.postedAt);
      return { fileId: a.fileId, ownerId: owner!.id, name: a.name, size: bytes.length, type, mime, storagePath: seedStoragePath(a.fileId), sha256: sha256(bytes), uploadedAt: at, noticeId: n.nttId, attachedAt: at };
    }),
  );
  if (fileRows.length) {
    await tx
      .insert(files)
      .values(fileRows)
      .onConflictDoUpdate({ target: files.fileId, set: excluded(['name', 'size', 'type', 'mime', 'storagePath', 'sha256']) });
  }
  const [asker] = await tx
    .insert(members)
    .values({ loginId: EXAMPLE_ASKER_LOGIN_ID, memberName: '공개 문의 예시', mbrTypeCd: '01', passwordHash: null })
    .onConflictDoUpdate({ target: members.loginId, set: { passwordHash: null } })
    .returning({ id: members.id });
  await tx
    .insert(qna)
    .values(
      publicQnaSeeds.map((q) => ({
        qnaNo: q.qnaNo,
        ownerId: asker!.id,
        category: q.category,
        title: q.title,
        content: q.content,
        isPublic: true,
        status: 'ANSWERED' as const,
        answer: q.answer,
        answeredAt: new Date(q.answeredAt),
        answeredBy: CONTENT_TEAM_NAME,
        answeredById: owner!.id,
        idempotencyKey: `seed-${q.qnaNo}`,
        requestHash: 'seed',
        createdAt: new Date(q.askedAt),
      })),
    )
    .onConflictDoNothing({ target: qna.qnaNo });
  return { faqs: faqRows.length, notices: noticeRows.length };
}
