import { bigserial, customType, date, integer, jsonb, pgTable, primaryKey, real, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Korean search (0010_search): the one index every search reads, the words for typo suggestions and
// autocomplete, the synonym groups and the query counts. The search module reads and writes these
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

/** Searches per normalised query and day (인기 검색어); nothing of who asked. */
export const searchQueryStats = pgTable(
  'search_query_stats',
  {
    query: text('query').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hits: integer('hits').notNull().default(0),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] })],
);
