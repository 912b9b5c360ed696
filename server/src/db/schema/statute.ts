import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Statute information (0010_search): laws, articles, precedents, cases, forms and the loaded content version.

export const statuteLaws = pgTable(
  'statute_laws',
  {
    name: text('name').notNull(),
    enforceDate: date('enforce_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'CURRENT' | 'UPCOMING'>().notNull(),
    lawKind: text('law_kind').notNull(),
    promulgated: date('promulgated', { mode: 'string' }),
    promulgationNo: text('promulgation_no'),
    ministry: text('ministry'),
    sourceUrl: text('source_url').notNull(),
    articleCount: integer('article_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.enforceDate] }),
    uniqueIndex('statute_laws_current_uq').on(t.name).where(sql`status = 'CURRENT'`),
  ],
);

export const statuteArticles = pgTable(
  'statute_articles',
  {
    lawName: text('law_name').notNull(),
    enforceDate: date('enforce_date', { mode: 'string' }).notNull(),
    jo: text('jo').notNull(),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
    title: text('title').notNull().default(''),
    part: text('part').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawName, t.enforceDate, t.jo] })],
);

export const precedents = pgTable('precedents', {
  caseNo: text('case_no').primaryKey(),
  court: text('court').notNull(),
  decidedOn: date('decided_on', { mode: 'string' }).notNull(),
  caseName: text('case_name').notNull(),
  caseType: text('case_type').notNull(),
  topic: text('topic').notNull(),
  holdings: text('holdings').notNull().default(''),
  summary: text('summary').notNull().default(''),
  summaryExcerpted: boolean('summary_excerpted').notNull().default(false),
  refArticles: text('ref_articles').notNull().default(''),
  refPrecedents: text('ref_precedents').notNull().default(''),
  fullText: text('full_text').notNull().default(''),
  fullExcerpted: boolean('full_excerpted').notNull().default(false),
  fullLength: integer('full_length'),
  serialNo: text('serial_no'),
  sourceUrl: text('source_url').notNull(),
  sourcePath: text('source_path'),
  sourceCommit: text('source_commit'),
});

export const precedentArticles = pgTable(
  'precedent_articles',
  {
    caseNo: text('case_no').notNull(),
    lawName: text('law_name').notNull(),
    jo: text('jo').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseNo, t.lawName, t.jo] })],
);

export const legalCases = pgTable('legal_cases', {
  caseId: text('case_id').primaryKey(),
  board: text('board').$type<'DISCUSSION' | 'LEGALAID'>().notNull(),
  category: text('category').notNull(),
  title: text('title').notNull().unique('legal_cases_title_key'),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  precedents: jsonb('precedents').$type<string[]>().notNull().default([]),
  articles: jsonb('articles').$type<string[]>().notNull().default([]),
  writtenOn: date('written_on', { mode: 'string' }).notNull(),
  viewCount: integer('view_count').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const legalForms = pgTable(
  'legal_forms',
  {
    formId: text('form_id').primaryKey(),
    source: text('source').$type<'STATUTE' | 'COURT'>().notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    purpose: text('purpose').notNull().default(''),
    lawName: text('law_name'),
    lawKind: text('law_kind'),
    enforceDate: date('enforce_date', { mode: 'string' }),
    formNo: text('form_no'),
    fileUrl: text('file_url'),
    pdfUrl: text('pdf_url'),
    sourceUrl: text('source_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('legal_forms_source_title_form_no_key').on(t.source, t.title, t.formNo),
  ],
);

export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: ts('loaded_at').notNull().defaultNow(),
});
