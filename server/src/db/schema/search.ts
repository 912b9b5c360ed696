import { bigserial, customType, date, integer, jsonb, pgTable, primaryKey, real, serial, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Korean search (0010_search): the one index every search reads, the words for typo suggestions and
// autocomplete, the synonym groups and what 인기 검색어 counts. The search module reads and writes these
// with SQL of its own (src/modules/search); the tables are here so the schema has one description.

/** A tsvector in its text form (the indexer writes weighted lexemes as text cast to ::tsvector). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocs = pgTable(
  'search_docs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    meta: text('meta').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    category: text('category').notNull().default(''),
    docDate: date('doc_date', { mode: 'string' }),
    boost: real('boost').notNull().default(1),
    tsv: tsvector('tsv').notNull(),
    choseong: text('choseong').notNull().default(''),
    sourceKey: text('source_key').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('search_docs_kind_ref_key').on(t.kind, t.ref), uniqueIndex('search_docs_source_uq').on(t.sourceKey)],
);

export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  /** The word spelt in Latin letters jamo by jamo (pg_trgm compares it whatever the locale). */
  jamoKey: text('jamo_key').notNull(),
  choseong: text('choseong').notNull(),
  df: integer('df').notNull().default(0),
});

export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull().unique('search_synonyms_group_name_key'),
  phrases: jsonb('phrases').$type<string[]>().notNull(),
  origin: text('origin').$type<'SEED' | 'EDITOR'>().notNull().default('EDITOR'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Today's random salt of visitor ids (인기 검색어): earlier days' are deleted, so an old id names no one. */
export const searchVisitorSalts = pgTable('search_visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** A word searched by one visitor on one day (counted once); `visitor` is a salted hash, never an address. */
export const searchPopularVisits = pgTable(
  'search_popular_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.visitor] })],
);

/** Words editors hide from 인기 검색어: a counted query containing one is never shown. */
export const searchPopularBlocks = pgTable('search_popular_blocks', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique('search_popular_blocks_word_key'),
  createdAt: ts('created_at').notNull(),
  createdBy: uuid('created_by'),
});
