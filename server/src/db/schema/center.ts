import { boolean, date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { idempotentRequest, timestamps, ts, uuidKey } from './columns';

// Customer centre boards (notices from 0002_shell, 0005_center, 0011, 0013): notices, FAQ, views, 1:1 Q&A.

export const notices = pgTable('notices', {
  nttId: text('ntt_id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  postedAt: ts('posted_at').notNull(),
  viewCount: integer('view_count').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0005_center: body is the plain text (search), body_html what the page shows
  bodyHtml: text('body_html').notNull().default(''),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  // 0013_services: a notice of one participating institution (its board on /servicepvsn)
  instCode: text('inst_code'),
});

export const faqs = pgTable('faqs', {
  faqId: text('faq_id').primaryKey(),
  category: text('category').$type<'PORTAL' | 'LEGAL_AID' | 'HOUSING' | 'JEONSE_FRAUD' | 'WELFARE' | 'ELDERLY' | 'HEALTH'>().notNull(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  answerText: text('answer_text').notNull(),
  sourceTitle: text('source_title'),
  sourceUrl: text('source_url'),
  viewCount: integer('view_count').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
  updatedBy: uuid('updated_by'),
});

/** What board_views counts: FAQ entries, notices, 법률상담·구조사례 (0011). */
export type ViewedKind = 'FAQ' | 'NOTICE' | 'CASE';

export const boardViews = pgTable(
  'board_views',
  {
    kind: text('kind').$type<ViewedKind>().notNull(),
    recordId: text('record_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId, t.viewerKey, t.day] })],
);

export const qna = pgTable(
  'qna',
  {
    id: uuidKey(),
    qnaNo: text('qna_no').notNull().unique('qna_qna_no_key'),
    ownerId: uuid('owner_id').notNull(),
    category: text('category').$type<'SITE' | 'ACCOUNT' | 'CONSULT' | 'LEGAL_AID' | 'ERROR' | 'ETC'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status').$type<'WAITING' | 'ANSWERED'>().notNull().default('WAITING'),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    /** The staff display name shown to the asker (e.g. 법률구조 플랫폼 운영팀). */
    answeredBy: text('answered_by'),
    answeredById: uuid('answered_by_id'),
    ...idempotentRequest(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    unique('qna_owner_key_uq').on(t.ownerId, t.idempotencyKey),
  ],
);
